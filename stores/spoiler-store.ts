/**
 * Spoiler-free viewing in the browser (docs/fan-features.md "Spoiler-free viewing"): the viewer's
 * mode, read from its cookie once the page is the browser's (the server's page is shared, so it
 * never knows more than "with or without results"), and the games whose result the viewer chose to
 * see, remembered for the tab's session (sessionStorage).
 */
import { create } from 'zustand';
import { isSpoilerMode, type SpoilerMode } from '@/lib/api/contract/results';
import { nextTask } from '@/lib/next-task';
import { SPOILER_COOKIE, spoilerCookieString } from '@/lib/spoilers/mode';

const REVEALED_KEY = 'portal-revealed-results';

interface SpoilerState {
  /** Whether the cookie and the revealed games were read (until then the server's page decides). */
  loaded: boolean;
  /** The cookie's mode; null without one (the tenant's default applies). */
  cookieMode: SpoilerMode | null;
  revealed: string[];
  /** Reads the cookie and this tab's revealed games: once, after hydration. */
  load: () => void;
  reveal: (eventId: string) => void;
  /** The viewer's choice, from the header or a signed-in profile: its cookie, which the proxy reads, and this state. */
  choose: (mode: SpoilerMode) => void;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readRevealed(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(REVEALED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function readCookieMode(): SpoilerMode | null {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SPOILER_COOKIE}=`))
    ?.slice(SPOILER_COOKIE.length + 1);
  return isSpoilerMode(value) ? value : null;
}

export const useSpoilerStore = create<SpoilerState>()((set, get) => ({
  loaded: false,
  cookieMode: null,
  revealed: [],
  load: () => {
    if (!get().loaded) set({ loaded: true, cookieMode: readCookieMode(), revealed: readRevealed() });
  },
  choose: (mode) => {
    document.cookie = spoilerCookieString(mode, window.location.protocol === 'https:');
    set({ loaded: true, cookieMode: mode });
  },
  reveal: (eventId) => {
    if (get().revealed.includes(eventId)) return;
    const revealed = [...get().revealed, eventId];
    storage()?.setItem(REVEALED_KEY, JSON.stringify(revealed));
    set({ revealed });
  },
}));

/**
 * load() in a task of its own, for the effects that start it as the page hydrates: a page's first
 * read of document.cookie asks the browser's cookie store (4.3 ms unthrottled in a trace of an event
 * page; later reads 0.1–0.4 ms), and the task that commits the hydration need not wait for it. The
 * server's page already hides what the viewer's mode hides; what the cookie adds only ever shows more
 * (docs/performance.md, "The phone's main thread").
 */
export function loadSpoilerStateSoon(): void {
  void nextTask().then(() => useSpoilerStore.getState().load());
}
