/**
 * A tenant's brand (docs/white-label.md): the `brand` block of its file — logo, icon, palette,
 * typeface, footer links and the home page's rails — and the rules on it: the palette a page uses
 * (what the file leaves out is derived from the primary colour) and the contrast every pair of
 * text and background must reach (WCAG AA), checked when the tenant files are read.
 * Pure: next.config.ts, the portal, its tests and the operator tools share it.
 */
// Relative, not '@/…': next.config.ts loads this file before path aliases exist.
import * as z from '../api/contract/zod';
import { THEME_COLOR } from '../color-mode';

/** A #rrggbb colour (written out in both cases: the JSON Schema keeps the pattern, not its flags). */
export const colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));

/**
 * A file in the tenants folder, named from there ("demo/logo.svg": tenants/demo/logo.svg), so that
 * a tenant given through the environment can use the files of one in the folder.
 */
export const assetPath = z
  .string()
  .check(z.regex(/^[a-z0-9-]+\/[\w.-]+\.(svg|png|webp)$/, 'must be "<folder>/<file>.svg|png|webp", a file in a folder of the tenants folder'));

/** The surfaces and text of one colour mode; what is left out comes from the defaults, tinted by the primary colour. */
const modeSchema = z.strictObject({
  surface: z.optional(colour),
  surface_raised: z.optional(colour),
  surface_sunken: z.optional(colour),
  fg: z.optional(colour),
  fg_muted: z.optional(colour),
  line: z.optional(colour),
});

/** A label as the file gives it: one text for every locale, or texts by locale ("en" is the fallback). */
const labelSchema = z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.string().check(z.minLength(1)))]);

export const FOOTER_GROUPS = ['legal', 'help', 'social'] as const;

const linkSchema = z.strictObject({
  group: z.enum(FOOTER_GROUPS),
  label: labelSchema,
  /** A portal path ("/faq/") or an http(s) address. */
  href: z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/i, 'must be a portal path or an http(s) address')),
});

/** The home page's rails (components/event/home-content.tsx), in the order a tenant may choose. */
export const HOME_RAILS = ['follows', 'live', 'upcoming', 'latest', 'highlights', 'sports', 'leagues'] as const;
export type HomeRail = (typeof HOME_RAILS)[number];

/** The typefaces the build ships (lib/fonts.ts), or the system's. */
export const FONTS = ['system', 'inter', 'oswald'] as const;
export type BrandFont = (typeof FONTS)[number];

export const brandSchema = z.strictObject({
  /** The word-mark: one file (`dark`: another for dark mode). Its alt text is the tenant's name unless given. */
  logo: z.optional(z.strictObject({ file: assetPath, dark: z.optional(assetPath), alt: z.optional(z.string().check(z.minLength(1))) })),
  /** The square mark for the favicon, touch and app icons; without it they are made from the primary colour and the name's first letter. */
  icon: z.optional(assetPath),
  /** The default share image (1200×630); without it one is made from the logo and colours. */
  share_image: z.optional(assetPath),
  /** The installed app's short name (home screen); the name when left out. */
  short_name: z.optional(z.string().check(z.minLength(1), z.maxLength(24))),
  /** The text colour on the primary colour; black or white, whichever reads better, when left out. */
  on_primary: z.optional(colour),
  /** A second colour for highlights (badges, the progress bar); the primary colour when left out. */
  accent: z.optional(colour),
  light: z._default(modeSchema, {}),
  dark: z._default(modeSchema, {}),
  font: z._default(z.enum(FONTS), 'system'),
  /** The footer's links, in this order; the portal's own pages (FAQ, about, terms, privacy) when empty. */
  links: z._default(z.array(linkSchema), []),
  /** The home page's rails, in this order; a rail left out is not shown. */
  home_rails: z._default(z.array(z.enum(HOME_RAILS)), [...HOME_RAILS]),
});

export type Brand = z.output<typeof brandSchema>;
export type BrandLink = Brand['links'][number];

/** The colour roles a page's CSS variables carry (app/globals.css), per mode. */
export interface ModePalette {
  surface: string;
  surface_raised: string;
  surface_sunken: string;
  fg: string;
  fg_muted: string;
  line: string;
}

export interface Palette {
  primary: string;
  on_primary: string;
  accent: string;
  on_accent: string;
  light: ModePalette;
  dark: ModePalette;
}

/** The portal's own colours (app/globals.css); the page background is SPEC §2's theme colour. */
const BASE: Record<'light' | 'dark', ModePalette> = {
  light: { surface: THEME_COLOR.light, surface_raised: '#ffffff', surface_sunken: '#e6ebf3', fg: '#0f1624', fg_muted: '#4a5568', line: '#cfd8e6' },
  dark: { surface: THEME_COLOR.dark, surface_raised: '#172033', surface_sunken: '#0a0f1a', fg: '#e8edf5', fg_muted: '#a3b0c5', line: '#2a3650' },
};

/** How far the derived raised and sunken surfaces and the lines lean towards the primary colour. */
const TINT = { light: 0.06, dark: 0.08 };

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `base` moved `amount` (0–1) of the way towards `towards`. */
export function mix(base: string, towards: string, amount: number): string {
  const a = channels(base);
  const b = channels(towards);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/** The palette a tenant's pages use: the file's colours, the rest derived from the primary colour. */
export function brandPalette(primary: string, brand: Brand): Palette {
  const mode = (name: 'light' | 'dark'): ModePalette => {
    const base = BASE[name];
    const given = brand[name];
    return {
      surface: given.surface ?? base.surface,
      surface_raised: given.surface_raised ?? (name === 'light' ? base.surface_raised : mix(base.surface_raised, primary, TINT.dark)),
      surface_sunken: given.surface_sunken ?? mix(base.surface_sunken, primary, TINT[name]),
      fg: given.fg ?? base.fg,
      fg_muted: given.fg_muted ?? base.fg_muted,
      line: given.line ?? mix(base.line, primary, TINT[name] * 2),
    };
  };
  const accent = brand.accent ?? primary;
  return { primary, on_primary: brand.on_primary ?? readableOn(primary), accent, on_accent: readableOn(accent), light: mode('light'), dark: mode('dark') };
}

/** WCAG AA: body text 4.5:1; the primary colour as a border or a selected state against a surface 3:1 (non-text contrast). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastCheck {
  /** The tenant file's field the pair is set by (for the error). */
  field: string;
  pair: string;
  ratio: number;
  needed: number;
}

/**
 * Every pair of the palette a page puts together: text on the primary and accent colours, text and
 * muted text on each surface, and the primary colour against the surfaces (borders, selected states);
 * in the modes the tenant shows (light only with the white theme).
 */
export function contrastChecks(palette: Palette, { whiteTheme }: { whiteTheme: boolean }): ContrastCheck[] {
  const checks: ContrastCheck[] = [
    { field: 'brand.on_primary', pair: 'text on primary_color', ratio: contrastRatio(palette.on_primary, palette.primary), needed: AA_TEXT },
    { field: 'brand.accent', pair: 'text on accent', ratio: contrastRatio(palette.on_accent, palette.accent), needed: AA_TEXT },
  ];
  const modes = whiteTheme ? (['light', 'dark'] as const) : (['dark'] as const);
  for (const mode of modes) {
    const p = palette[mode];
    for (const surface of ['surface', 'surface_raised', 'surface_sunken'] as const) {
      checks.push(
        { field: `brand.${mode}.fg`, pair: `${mode} fg on ${surface}`, ratio: contrastRatio(p.fg, p[surface]), needed: AA_TEXT },
        { field: `brand.${mode}.fg_muted`, pair: `${mode} fg_muted on ${surface}`, ratio: contrastRatio(p.fg_muted, p[surface]), needed: AA_TEXT },
      );
    }
    checks.push({ field: 'primary_color', pair: `primary_color on ${mode} surface`, ratio: contrastRatio(palette.primary, p.surface), needed: AA_NON_TEXT });
  }
  return checks;
}

/** The checks a palette fails. */
export function contrastFailures(palette: Palette, options: { whiteTheme: boolean }): ContrastCheck[] {
  return contrastChecks(palette, options).filter((check) => check.ratio < check.needed);
}

/** The CSS variables of a palette (app/globals.css names), for :root (light) and .dark. */
export function paletteCss(palette: Palette): string {
  const vars = (p: ModePalette) =>
    `--color-surface:${p.surface};--color-surface-raised:${p.surface_raised};--color-surface-sunken:${p.surface_sunken};` +
    `--color-fg:${p.fg};--color-fg-muted:${p.fg_muted};--color-line:${p.line}`;
  const shared = `--brand:${palette.primary};--color-brand-fg:${palette.on_primary};--color-accent:${palette.accent};--color-accent-fg:${palette.on_accent}`;
  return `:root{${shared};${vars(palette.light)}}.dark{${vars(palette.dark)}}`;
}

/** A label in `locale`: its own text, else its base language's, else English, else the first given. */
export function linkLabel(label: BrandLink['label'], locale: string): string {
  if (typeof label === 'string') return label;
  return label[locale] ?? label[locale.split('-')[0]!] ?? label.en ?? Object.values(label)[0] ?? '';
}
