import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeStorageKey, forcedColorMode, THEME_COLOR } from '@/lib/color-mode';

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
