/**
 * Generated placeholder artwork (posters, team crests, banners). Pure functions of seed + query, so
 * the catalogue can hand out thousands of distinct images without storing a file. All caller text
 * goes through escapeXml: these URLs carry user-controlled titles.
 */
import { fnv1a } from './hash';

/** Characters XML 1.0 forbids (a raw one would make the SVG unparsable, i.e. a broken image). */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Clips by code points (not UTF-16 units) so an emoji is never cut in half. */
const clip = (text: string, max: number) => {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (Array.from(next).length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    const last = Array.from(lines[maxLines - 1] ?? '');
    lines[maxLines - 1] = `${last.slice(0, width - 1).join('')}…`;
  }
  return lines.map((l) => clip(l, width));
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const isHexColor = (c: string | undefined): c is string => c !== undefined && HEX_COLOR.test(c);

/** Team-like colours for logos whose colour is missing or invalid. */
const PALETTE = ['#c8102e', '#0033a0', '#00843d', '#ffb81c', '#6f263d', '#00a3e0', '#f4633a', '#1d1d1b', '#7a2182', '#00594f', '#e4002b', '#004c97'];
export const seedColor = (seed: string) => PALETTE[fnv1a(seed) % PALETTE.length] ?? '#0033a0';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#111111' : '#ffffff';
}

/** Up to three initials: 'FC Barcelona' → 'FB', 'PSG' → 'PSG', 'Arsenal' → 'ARS'. */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  if (words.length === 1) return Array.from(first).slice(0, 3).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(clip(label, 120))}">\n${body}\n</svg>\n`;
}

function gradient(seed: string, id: string): { defs: string; hue: number } {
  const h = fnv1a(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const defs = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 14%)"/></linearGradient></defs>`;
  return { defs, hue };
}

function textLines(lines: string[], x: number, y: number, size: number, anchor: 'start' | 'middle'): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="${anchor}" ${FONT}>${escapeXml(l)}</text>`,
    )
    .join('\n');
}

/** 16:9 poster (1280×720): seed gradient, a pitch motif and the title. */
export function posterSvg(seed: string, title: string): string {
  const { defs } = gradient(seed, 'g');
  const h = fnv1a(`${seed}:motif`);
  const cx = 640 + ((h % 200) - 100);
  const lines = wrap(clip(title, 120), 30, 3);
  const body = [
    defs,
    '<rect width="1280" height="720" fill="url(#g)"/>',
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="6"><circle cx="${cx}" cy="360" r="${120 + (h % 60)}"/><line x1="${cx}" y1="0" x2="${cx}" y2="720"/><rect x="40" y="40" width="1200" height="640" rx="8"/></g>`,
    textLines(lines, 80, 720 - 80 - (lines.length - 1) * 77, 64, 'start'),
  ].join('\n');
  return svg(1280, 720, title || 'Poster', body);
}

/** Square crest (200×200) in the team colour with its initials. */
export function logoSvg(seed: string, color: string | undefined, text: string): string {
  const fill = isHexColor(color) ? color.toLowerCase() : seedColor(seed);
  const ink = textColorOn(fill);
  const label = initials(clip(text, 60));
  const size = [0, 84, 72, 56][Array.from(label).length] ?? 56;
  const body = [
    `<path d="M100 8 L184 36 V98 C184 148 148 180 100 194 C52 180 16 148 16 98 V36 Z" fill="${fill}" stroke="${ink}" stroke-opacity="0.35" stroke-width="6"/>`,
    `<text x="100" y="${104 + size * 0.36}" font-size="${size}" font-weight="800" fill="${ink}" text-anchor="middle" ${FONT}>${escapeXml(label)}</text>`,
  ].join('\n');
  return svg(200, 200, text || label, body);
}

/** Category/league banner: wide 1600×400 or mobile 800×400, title centred. */
export function bannerSvg(seed: string, title: string, variant: 'wide' | 'mobile'): string {
  const width = variant === 'wide' ? 1600 : 800;
  const { defs } = gradient(seed, 'b');
  const lines = wrap(clip(title, 80), variant === 'wide' ? 40 : 20, 2);
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${i * 160 - 200}" y="-100" width="40" height="700" transform="rotate(25)" fill="#ffffff" fill-opacity="0.06"/>`,
  ).join('');
  const body = [
    defs,
    `<rect width="${width}" height="400" fill="url(#b)"/>`,
    `<g transform="translate(${width - 900} 0)">${stripes}</g>`,
    textLines(lines, width / 2, 220 - (lines.length - 1) * 34, 56, 'middle'),
  ].join('\n');
  return svg(width, 400, title || 'Banner', body);
}
