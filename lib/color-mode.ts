/** Colour mode rules of SPEC §2/§4/§9, shared by the theme provider and its tests. */
import type { ForcedColorMode } from '@/lib/routes';

export const THEME_COLOR = { dark: '#0f1624', light: '#f4f7fc' } as const;

type Mode = keyof typeof THEME_COLOR;

const SCHEME_MEDIA: Record<Mode, string> = { light: '(prefers-color-scheme: light)', dark: '(prefers-color-scheme: dark)' };

/**
 * The theme-color of the server HTML, which mobile browsers paint before any script has run: a
 * forced mode's colour, or, where the mode follows the system, both colours by the OS scheme.
 */
export function serverThemeColor(forced: Mode | undefined): { color: string; media?: string }[] {
  if (forced) return [{ color: THEME_COLOR[forced] }];
  return (['light', 'dark'] as const).map((mode) => ({ media: SCHEME_MEDIA[mode], color: THEME_COLOR[mode] }));
}

/**
 * What one theme-color meta of the server HTML carries once the client knows the mode: following
 * the system, a per-scheme meta keeps its scheme's colour (the browser switches between them with
 * the OS); a chosen or forced mode gives every meta that mode's colour.
 */
export function themeColorFor(media: string, mode: Mode, followsSystem: boolean): string {
  const scheme = (Object.keys(SCHEME_MEDIA) as Mode[]).find((m) => SCHEME_MEDIA[m] === media);
  return THEME_COLOR[followsSystem && scheme ? scheme : mode];
}

/**
 * The id of the script that applies the stored mode before the first paint (next-themes renders it):
 * the portal server moves its work to the top of the head (portal-server/color-mode-first.ts).
 */
export const COLOR_MODE_SCRIPT_ID = 'color-mode-script';

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
