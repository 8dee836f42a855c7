/** The viewport's theme-color (SPEC §2) for a tenant and, on a page that forces a mode, its route. */
import type { Viewport } from 'next';
import { forcedColorMode, serverThemeColor } from '@/lib/color-mode';
import { routes } from '@/lib/routes';
import { getTenant } from '@/lib/tenant/registry';

export function themeColorViewport(tenantId: string, pattern?: string): Pick<Viewport, 'themeColor'> {
  const routeMode = routes.find((route) => route.pattern === pattern)?.forcedColorMode;
  return { themeColor: serverThemeColor(forcedColorMode(getTenant(tenantId).enable_white_theme, routeMode)) };
}
