import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeStorageKey, forcedColorMode, serverThemeColor, THEME_COLOR, themeColorFor } from '@/lib/color-mode';

afterEach(() => vi.restoreAllMocks());

describe('forcedColorMode', () => {
  it('forces dark on a tenant without the white theme, whatever the route says', () => {
    expect(forcedColorMode(false, undefined)).toBe('dark');
    expect(forcedColorMode(false, 'light')).toBe('dark');
    expect(forcedColorMode(false, 'dark')).toBe('dark');
  });

  it('lets a route force light or dark on a tenant with the white theme', () => {
    expect(forcedColorMode(true, 'light')).toBe('light');
    expect(forcedColorMode(true, 'dark')).toBe('dark');
  });

  it('forces nothing when the route does not ask', () => {
    expect(forcedColorMode(true, undefined)).toBeUndefined();
  });

  it('rejects forcing "system" with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(forcedColorMode(true, 'system')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/system/);
  });

  it('does not warn for light or dark', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    forcedColorMode(true, 'light');
    forcedColorMode(true, 'dark');
    forcedColorMode(true, undefined);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('colour mode constants', () => {
  it('uses the SPEC theme colours', () => {
    expect(THEME_COLOR).toEqual({ dark: '#0f1624', light: '#f4f7fc' });
  });

  it('stores the preference under a product-specific key ending in color-mode', () => {
    expect(colorModeStorageKey('demo')).toBe('demo-color-mode');
    expect(colorModeStorageKey('club')).not.toBe(colorModeStorageKey('demo'));
  });
});

describe('theme-color in the server HTML', () => {
  it('gives a forced mode its one colour', () => {
    expect(serverThemeColor('dark')).toEqual([{ color: '#0f1624' }]);
    expect(serverThemeColor('light')).toEqual([{ color: '#f4f7fc' }]);
  });

  it('gives a mode that follows the system both colours, each for its OS scheme', () => {
    expect(serverThemeColor(undefined)).toEqual([
      { media: '(prefers-color-scheme: light)', color: '#f4f7fc' },
      { media: '(prefers-color-scheme: dark)', color: '#0f1624' },
    ]);
  });
});

describe('theme-color once the client knows the mode', () => {
  const metas = serverThemeColor(undefined).map((m) => m.media ?? '');

  it('keeps each per-scheme meta on its own colour while the mode follows the system', () => {
    expect(metas.map((media) => themeColorFor(media, 'dark', true))).toEqual(['#f4f7fc', '#0f1624']);
    expect(metas.map((media) => themeColorFor(media, 'light', true))).toEqual(['#f4f7fc', '#0f1624']);
  });

  it("gives every meta the chosen mode's colour, whatever the OS scheme", () => {
    expect(metas.map((media) => themeColorFor(media, 'light', false))).toEqual(['#f4f7fc', '#f4f7fc']);
    expect(metas.map((media) => themeColorFor(media, 'dark', false))).toEqual(['#0f1624', '#0f1624']);
  });

  it("gives a meta without a scheme the current mode's colour (a forced page's meta)", () => {
    expect(themeColorFor('', 'light', true)).toBe('#f4f7fc');
    expect(themeColorFor('', 'dark', false)).toBe('#0f1624');
  });
});
