/** Colour mode rules of SPEC §2/§4/§9, shared by the theme provider and its tests. */
import type { ForcedColorMode } from '@/lib/routes';

export const THEME_COLOR = { dark: '#0f1624', light: '#f4f7fc' } as const;

/** The product-specific localStorage key (SPEC §9: ends in 'color-mode'). */
export function colorModeStorageKey(nameShort: string): string {
  return `${nameShort}-color-mode`;
}

/**
 * The mode a page is forced into, if any: always dark when the tenant has no white theme;
 * otherwise the route's forced light or dark. Forcing 'system' is rejected with a warning.
 */
export function forcedColorMode(whiteThemeEnabled: boolean, routeMode: ForcedColorMode | undefined): 'light' | 'dark' | undefined {
  if (!whiteThemeEnabled) return 'dark';
  if (routeMode === 'system') {
    console.warn('[color-mode] a route cannot force "system"; the forced mode is ignored');
    return undefined;
  }
  return routeMode;
}
