'use client';
/**
 * The colour mode (SPEC §2/§4/§9): light, dark or the system's, remembered per product, forced dark
 * on a dark-only tenant and forced by a route until the next navigation. An inline script puts the
 * mode's class on <html> before the first paint (the CSP runs it by its nonce); then this keeps the
 * class in step with the choice, the system and other tabs, and the theme-color metas with the mode.
 * What next-themes did, with only what the portal uses.
 */
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { colorModeStorageKey, forcedColorMode, themeColorFor } from '@/lib/color-mode';
import { portalPath } from '@/lib/portal-path';
import { matchesPattern } from '@/lib/route-pattern';
import type { ForcedColorMode } from '@/lib/routes';
import { useScriptNonce } from '@/lib/security/script-nonce';
import { useTenant } from '@/lib/tenant/context';

type Mode = 'light' | 'dark';
/** What the visitor chose (stored), 'system' following the OS. */
type Choice = Mode | 'system';

interface ColorMode {
  /** Undefined until read in the browser. */
  theme?: string;
  setTheme: (choice: string) => void;
  forcedTheme?: Mode;
  resolvedTheme?: Mode;
}

const ColorModeContext = createContext<ColorMode>({ setTheme: () => undefined });

export const useTheme = (): ColorMode => useContext(ColorModeContext);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemMode = (): Mode => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** Puts a mode on <html>: its class, and the colour scheme of the browser's own controls. */
function applyMode(mode: string) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  if (mode === 'light' || mode === 'dark') root.style.colorScheme = mode;
}

/** The same before the first paint: the forced mode, or the stored choice (else the default), 'system' by the OS. */
const beforePaint = (storageKey: string, fallback: Choice, followsSystem: boolean, forced: Mode | undefined) =>
  `(function(k,d,s,f){var e=document.documentElement;function a(m){e.classList.remove('light','dark');e.classList.add(m);if(m==='light'||m==='dark')e.style.colorScheme=m}if(f)return a(f);try{var c=localStorage.getItem(k)||d;a(s&&c==='system'?(matchMedia('${DARK_QUERY}').matches?'dark':'light'):c)}catch(x){}})(${[storageKey, fallback, followsSystem, forced ?? null].map((v) => JSON.stringify(v)).join(',')})`;

/** No transition runs while the mode changes: everything would fade at once. */
function withoutTransitions(nonce: string | undefined, change: () => void) {
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  window.getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}

function readChoice(storageKey: string, fallback: Choice): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return localStorage.getItem(storageKey) || fallback;
  } catch {
    return fallback;
  }
}

/** `forcedRoutes`: the routes that force a mode (lib/routes.ts forcedColorModeRoutes), from the server. */
export function ThemeProvider({ forcedRoutes, children }: { forcedRoutes: [string, ForcedColorMode][]; children: ReactNode }) {
  const tenant = useTenant();
  const nonce = useScriptNonce();
  const pathname = usePathname();
  const forced = useMemo(() => {
    const path = portalPath(pathname, tenant.id);
    return forcedColorMode(tenant.enable_white_theme, forcedRoutes.find(([pattern]) => matchesPattern(pattern, path))?.[1]);
  }, [tenant.enable_white_theme, tenant.id, pathname, forcedRoutes]);
  const storageKey = colorModeStorageKey(tenant.name_short);
  const followsSystem = tenant.enable_white_theme;
  const fallback: Choice = followsSystem ? 'system' : 'dark';

  const [theme, setChoice] = useState(() => readChoice(storageKey, fallback));
  const [system, setSystem] = useState<Mode | undefined>(() => (typeof window === 'undefined' ? undefined : systemMode()));
  const setTheme = useCallback(
    (choice: string) => {
      setChoice(choice);
      try {
        localStorage.setItem(storageKey, choice);
      } catch {
        // Private mode without storage: the choice lasts as long as the page.
      }
    },
    [storageKey],
  );

  const shown = forced ?? (theme === 'system' && followsSystem ? system : theme);
  useEffect(() => {
    if (shown) withoutTransitions(nonce, () => applyMode(shown));
  }, [shown, nonce]);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  // Another tab's choice.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== storageKey) return;
      if (e.newValue) setChoice(e.newValue);
      else setTheme(fallback);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, fallback, setTheme]);

  const value = useMemo<ColorMode>(
    () => ({ theme, setTheme, forcedTheme: forced, resolvedTheme: theme === 'system' ? system : (theme as Mode | undefined) }),
    [theme, setTheme, forced, system],
  );
  return (
    <ColorModeContext.Provider value={value}>
      <script suppressHydrationWarning nonce={typeof window === 'undefined' ? nonce : ''} dangerouslySetInnerHTML={{ __html: beforePaint(storageKey, fallback, followsSystem, forced) }} />
      <ThemeColorSync />
      {children}
    </ColorModeContext.Provider>
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
