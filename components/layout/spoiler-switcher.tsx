'use client';
/**
 * Spoiler-free viewing in the header (docs/fan-features.md "Spoiler-free viewing"): results shown,
 * hidden for every game, or hidden for the games of what the viewer follows. The choice is the
 * spoiler_free cookie (and a signed-in viewer's profile, which signing in elsewhere brings back), and
 * the page loads again in the variant it picks, so nothing shown before stays on screen.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useApi } from '@/lib/api/browser';
import { SPOILER_MODES, type SpoilerMode } from '@/lib/api/contract/results';
import { selectIsAuthenticated, useSessionStore } from '@/stores/session-store';
import { useTenant } from '@/lib/tenant/context';
import { useHydrated } from '@/lib/use-hydrated';
import { loadSpoilerStateSoon, useSpoilerStore } from '@/stores/spoiler-store';

/** `labelled`: the label shows (account settings); in the header it is for screen readers only. */
export function SpoilerSwitcher({ labelled = false }: { labelled?: boolean }) {
  const t = useTranslations('spoilers');
  const tenant = useTenant();
  const mounted = useHydrated();
  const loaded = useSpoilerStore((s) => s.loaded);
  const cookieMode = useSpoilerStore((s) => s.cookieMode);
  const api = useApi();
  const signedIn = useSessionStore(selectIsAuthenticated);
  const id = useId();

  async function choose(next: SpoilerMode) {
    useSpoilerStore.getState().choose(next);
    // Kept in the profile for the viewer's other devices; this device's choice holds even if that fails.
    if (signedIn) await import('@/lib/api/user').then(({ updateProfile }) => updateProfile(api, { spoilerFree: next })).catch(() => undefined);
    window.location.reload();
  }
  useEffect(loadSpoilerStateSoon, []);
  // Until the cookie is read, what the server's page shows: with results or without.
  const mode = loaded ? (cookieMode ?? tenant.spoiler_free_default) : tenant.resultsView ? 'all' : 'off';
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={labelled ? 'font-medium' : 'sr-only'}>
        {t('label')}
      </label>
      <select
        id={id}
        value={mode}
        disabled={!mounted}
        onChange={(e) => void choose(e.target.value as SpoilerMode)}
        className="border-line bg-surface-raised text-fg h-9 rounded-md border px-2"
      >
        {SPOILER_MODES.map((m) => (
          <option key={m} value={m}>
            {t(`mode.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
