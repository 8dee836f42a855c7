'use client';
/** next-themes with the tenant's and the route's forced modes, plus the matching theme-color meta. */
import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { colorModeStorageKey, forcedColorMode, THEME_COLOR } from '@/lib/color-mode';
import { portalPath } from '@/lib/portal-path';
import { matchRoute } from '@/lib/routes';
import { useScriptNonce } from '@/lib/security/script-nonce';
import { useTenant } from '@/lib/tenant/context';
import { useHydrated } from '@/lib/use-hydrated';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  // next-themes sets the mode before paint with an inline script, which the CSP runs by its nonce.
  const nonce = useScriptNonce();
  const pathname = usePathname();
  const forced = useMemo(
    () => forcedColorMode(tenant.enable_white_theme, matchRoute(portalPath(pathname, tenant.id))?.forcedColorMode),
    [tenant.enable_white_theme, tenant.id, pathname],
  );
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={colorModeStorageKey(tenant.name_short)}
      defaultTheme={tenant.enable_white_theme ? 'system' : 'dark'}
      enableSystem={tenant.enable_white_theme}
      forcedTheme={forced}
      themes={['light', 'dark']}
      disableTransitionOnChange
      nonce={nonce}
    >
      <ThemeColorMeta />
      {children}
    </NextThemesProvider>
  );
}

/**
 * SPEC §2: theme colour #0f1624 in dark, #f4f7fc in light (React hoists the meta into <head>).
 * Only a forced mode is known on the server; otherwise the meta waits for the client, because React
 * leaves a server-rendered hoisted meta with other content in place beside the client's own.
 */
function ThemeColorMeta() {
  const { resolvedTheme, forcedTheme } = useTheme();
  const hydrated = useHydrated();
  if (!forcedTheme && !hydrated) return null;
  const mode = (forcedTheme ?? resolvedTheme) === 'light' ? 'light' : 'dark';
  return <meta name="theme-color" content={THEME_COLOR[mode]} />;
}
