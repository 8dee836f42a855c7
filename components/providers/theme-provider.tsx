'use client';
/**
 * next-themes with the tenant's and the route's forced modes, the theme-color metas kept in step,
 * and no transitions while the mode changes.
 */
import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { COLOR_MODE_SCRIPT_ID, colorModeStorageKey, forcedColorMode, themeColorFor } from '@/lib/color-mode';
import { portalPath } from '@/lib/portal-path';
import { matchesPattern } from '@/lib/route-pattern';
import type { ForcedColorMode } from '@/lib/routes';
import { useTenant } from '@/lib/tenant/context';

/** One array for every render: next-themes' context changes with it, and every reader renders again. */
const THEMES = ['light', 'dark'];
/** Named so that the portal server can run it first in the head (portal-server/color-mode-first.ts). */
const SCRIPT_PROPS = { id: COLOR_MODE_SCRIPT_ID };

/** `forcedRoutes`: the routes that force a mode (lib/routes.ts forcedColorModeRoutes), from the server. */
export function ThemeProvider({ forcedRoutes, children }: { forcedRoutes: [string, ForcedColorMode][]; children: ReactNode }) {
  const tenant = useTenant();
  const pathname = usePathname();
  const forced = useMemo(() => {
    const path = portalPath(pathname, tenant.id);
    return forcedColorMode(tenant.enable_white_theme, forcedRoutes.find(([pattern]) => matchesPattern(pattern, path))?.[1]);
  }, [tenant.enable_white_theme, tenant.id, pathname, forcedRoutes]);
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={colorModeStorageKey(tenant.name_short)}
      defaultTheme={tenant.enable_white_theme ? 'system' : 'dark'}
      enableSystem={tenant.enable_white_theme}
      forcedTheme={forced}
      themes={THEMES}
      scriptProps={SCRIPT_PROPS}
    >
      <ThemeColorSync />
      <NoTransitionsOnChange />
      {children}
    </NextThemesProvider>
  );
}

/**
 * SPEC §2: theme colour #0f1624 in dark, #f4f7fc in light. The server HTML carries it already (the
 * layout's and forced pages' viewport); this brings those metas in step with the mode the client
 * settles on, in place — a meta rendered here would sit beside them rather than replace them.
 * A navigation's viewport reaches the head when its payload arrives, which may be after this
 * effect, so the head is watched and each new or changed meta brought in step too.
 */
function ThemeColorSync() {
  const { theme, resolvedTheme, forcedTheme } = useTheme();
  useEffect(() => {
    const mode = (forcedTheme ?? resolvedTheme) === 'light' ? 'light' : 'dark';
    const followsSystem = !forcedTheme && theme === 'system';
    const sync = () => {
      for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
        const color = themeColorFor(meta.media, mode, followsSystem);
        // Only a change: the write is itself a mutation the observer sees.
        if (meta.content !== color) meta.content = color;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.head, { childList: true, subtree: true, attributeFilter: ['content', 'media'] });
    return () => observer.disconnect();
  }, [theme, resolvedTheme, forcedTheme]);
  return null;
}

/**
 * Colours change at once when the mode does, not through each element's transition. next-themes'
 * own `disableTransitionOnChange` does this on every page load too, where nothing changes: a
 * stylesheet for every element added, the page's style computed, the stylesheet removed — two
 * restyles of the whole page on a phone's main thread while it hydrates. Here only a change after
 * the first render does it: the stylesheet goes in before next-themes applies the mode (its effect
 * runs after this one) and out two frames later.
 */
function NoTransitionsOnChange() {
  const { resolvedTheme, forcedTheme } = useTheme();
  const mode = forcedTheme ?? resolvedTheme;
  const previous = useRef(mode);
  useLayoutEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const style = document.createElement('style');
    style.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.append(style);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => style.remove());
    });
    return () => {
      cancelAnimationFrame(frame);
      style.remove();
    };
  }, [mode]);
  return null;
}
