/** A tenant's brand (lib/tenant/brand.ts, lib/tenant/assets.ts; docs/white-label.md). */
import { describe, expect, it } from 'vitest';
import { tenantsFolder } from '@/tests/support/tenants-folder';
import { assetSize, assetUrl } from '@/lib/tenant/assets';
import { brandPalette, brandSchema, contrastFailures, contrastRatio, linkLabel, mix, paletteCss, readableOn } from '@/lib/tenant/brand';
import { loadTenants, parseTenant, TenantConfigError } from '@/lib/tenant/load';

const minimal = { id: 'acme', name: 'Acme TV', name_short: 'acme' };
const noBrand = brandSchema.parse({});

function loadError(files: Record<string, unknown>): TenantConfigError {
  try {
    loadTenants({ dir: tenantsFolder(files), env: {} });
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return error as TenantConfigError;
  }
  throw new Error('expected the tenants to be refused');
}

describe('contrast', () => {
  it("follows WCAG 2's formula", () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2563eb', '#ffffff')).toBeCloseTo(5.17, 2);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('puts white on dark colours and black on light ones', () => {
    expect(readableOn('#2563eb')).toBe('#ffffff');
    expect(readableOn('#fbbf24')).toBe('#000000');
  });
});

describe('brandPalette', () => {
  it('keeps the colours the file gives and derives the rest from the primary colour', () => {
    const palette = brandPalette('#0f766e', brandSchema.parse({ accent: '#b45309', dark: { surface: '#0b1f1e' } }));
    expect(palette).toMatchObject({ primary: '#0f766e', on_primary: '#ffffff', accent: '#b45309', on_accent: '#ffffff' });
    expect(palette.dark.surface).toBe('#0b1f1e');
    // The page background stays SPEC §2's theme colour unless given.
    expect(palette.light.surface).toBe('#f4f7fc');
    // Sunken surfaces and lines lean towards the primary colour.
    expect(palette.light.surface_sunken).toBe(mix('#e6ebf3', '#0f766e', 0.06));
    expect(brandPalette('#c2410c', noBrand).dark.line).not.toBe(brandPalette('#2563eb', noBrand).dark.line);
  });

  it('becomes the CSS variables of the page, for light (:root) and dark', () => {
    const css = paletteCss(brandPalette('#0f766e', brandSchema.parse({ dark: { surface: '#0b1f1e' } })));
    expect(css).toMatch(/^:root\{--brand:#0f766e;--color-brand-fg:#ffffff;.*--color-surface:#f4f7fc;.*\}\.dark\{--color-surface:#0b1f1e;/);
  });

  it('finds the pairs that fail WCAG AA, in the modes the tenant shows', () => {
    const pale = brandPalette('#2563eb', brandSchema.parse({ on_primary: '#7ea6f8', light: { fg_muted: '#b0b8c4' } }));
    const failures = contrastFailures(pale, { whiteTheme: true }).map((f) => f.field);
    expect(failures).toContain('brand.on_primary');
    expect(failures).toContain('brand.light.fg_muted');
    // Without the white theme nobody sees the light mode.
    expect(contrastFailures(pale, { whiteTheme: false }).map((f) => f.field)).not.toContain('brand.light.fg_muted');
    expect(contrastFailures(brandPalette('#2563eb', noBrand), { whiteTheme: true })).toEqual([]);
  });
});

describe('the tenant file', () => {
  it('refuses a low-contrast palette, naming the field and the ratio', () => {
    expect(() => parseTenant('acme', JSON.stringify({ ...minimal, brand: { on_primary: '#3b82f6' } }), {})).toThrow(
      /field "brand\.on_primary" gives text on primary_color a contrast of 1\.\d\d:1, below WCAG AA's 4\.5:1/,
    );
    expect(() => parseTenant('acme', JSON.stringify({ ...minimal, primary_color: '#1e293b' }), {})).toThrow(
      /field "primary_color" gives primary_color on dark surface/,
    );
  });

  it('refuses unknown brand fields and fonts the build does not ship', () => {
    expect(() => parseTenant('acme', JSON.stringify({ ...minimal, brand: { colour: '#fff' } }), {})).toThrow(/field "brand"/);
    expect(() => parseTenant('acme', JSON.stringify({ ...minimal, brand: { font: 'comic-sans' } }), {})).toThrow(/field "brand\.font"/);
    expect(() => parseTenant('acme', JSON.stringify({ ...minimal, brand: { logo: { file: '../secrets.svg' } } }), {})).toThrow(/field "brand\.logo\.file"/);
  });

  it('stops the start on a missing or oversized brand file, naming the field', () => {
    expect(loadError({ 'acme.json': { ...minimal, brand: { logo: { file: 'acme/logo.svg' } } } })).toMatchObject({ field: 'brand.logo.file' });
    expect(loadError({ 'acme.json': { ...minimal, brand: { icon: 'acme/icon.png' } }, 'acme/icon.png': Buffer.alloc(600 * 1024) }).message).toMatch(
      /field "brand\.icon" names acme\/icon\.png, 600 KiB: larger than 512 KiB/,
    );
  });

  it('stops the start when two tenants claim one host', () => {
    const error = loadError({
      'acme.json': { ...minimal, hosts: ['tv.example'] },
      'beta.json': { id: 'beta', name: 'Beta', name_short: 'beta', hosts: ['TV.example'] },
    });
    expect(error.message).toMatch(/"beta": field "hosts" names TV\.example, which tenant "acme" has already/);
  });

  it('loads the demo tenants with their brand files', () => {
    const { tenants } = loadTenants({ env: {} });
    expect(tenants.map((t) => t.id)).toEqual(expect.arrayContaining(['demo', 'club', 'harbour']));
  });
});

describe('brand files', () => {
  it('are addressed by their content hash, and know their proportions', () => {
    expect(assetUrl('demo/logo.svg')).toMatch(/^\/brand-files\/demo\/logo\.[0-9a-f]{10}\.svg$/);
    expect(assetSize('demo/logo.svg')).toEqual({ width: 208, height: 40 });
  });
});

describe('linkLabel', () => {
  it("takes the locale's text, then its language's, then English", () => {
    const label = { en: 'Help', de: 'Hilfe', fr: 'Aide' };
    expect(linkLabel(label, 'de')).toBe('Hilfe');
    expect(linkLabel(label, 'fr-CA')).toBe('Aide');
    expect(linkLabel(label, 'he')).toBe('Help');
    expect(linkLabel('Instagram', 'he')).toBe('Instagram');
  });
});
