/**
 * What a page answer from Next says about its version: the stamp cache-handler.mjs keeps with each
 * page version (when it was rendered, the cache tags of what it shows) and Next's own lifetime.
 */
export const RENDERED_AT_HEADER = 'x-portal-rendered-at';
export const CACHE_TAGS_HEADER = 'x-portal-cache-tags';

export interface VersionStamp {
  /** When the version was rendered (ms), if known. */
  renderedAt: number | undefined;
  tags: string[];
  /** The page's revalidate window in seconds (Next's s-maxage), if it has one. */
  windowSeconds: number | undefined;
}

import { NEXT_CACHE_STATE_HEADER } from './next-internals.mjs';

const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function readStamp(headers: Record<string, unknown>, { missedNow }: { missedNow: number }): VersionStamp {
  const stamped = Number(text(headers[RENDERED_AT_HEADER]));
  // A page Next rendered for this very request (a MISS) is as new as it gets.
  const missed = text(headers[NEXT_CACHE_STATE_HEADER]) === 'MISS';
  const window = /(?:^|,)\s*s-maxage=(\d+)/.exec(text(headers['cache-control']))?.[1];
  return {
    renderedAt: Number.isFinite(stamped) && stamped > 0 ? stamped : missed ? missedNow : undefined,
    tags: text(headers[CACHE_TAGS_HEADER])
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    windowSeconds: window === undefined ? undefined : Number(window),
  };
}
