/**
 * Spoiler-free answers, an extension (docs/fan-features.md "Spoiler-free viewing"): a request that
 * says `X-Results: all` (or `followed`, with `X-Results-Reveal: ev-1,ev-2` for the games the viewer
 * revealed) gets every media item of its answer without its result, by the portal's own rule
 * (lib/api/contract/results.ts), so the browser's JSON carries no score either. In "followed" the signed-in
 * user's follows decide; a visitor follows nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { MediaItem } from '@/lib/api/contract';
import { isSpoilerMode, RESULTS_HEADER, REVEAL_HEADER, shaped, type ResultsView } from '@/lib/api/contract/results';

/** At most this many revealed games are read from the header. */
const MAX_REVEALED = 200;

export async function requestedView(req: FastifyRequest, followedIds: (userId: string) => Promise<string[]>): Promise<ResultsView | null> {
  const mode = req.headers[RESULTS_HEADER];
  if (!isSpoilerMode(mode) || mode === 'off') return null;
  const reveal = req.headers[REVEAL_HEADER];
  const revealed = (typeof reveal === 'string' ? reveal.split(',') : [])
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, MAX_REVEALED);
  const followed = mode === 'followed' && req.session ? await followedIds(req.session.userId) : [];
  return { mode, followed, revealed };
}

const isMediaItem = (value: object): value is MediaItem => 'mediaType' in value && 'eventStatus' in value && 'eventId' in value && 'team1' in value;

/** The answer with each media item in it as the view may see it. */
export function shapeAnswer(payload: unknown, view: ResultsView): unknown {
  if (Array.isArray(payload)) return payload.map((p) => shapeAnswer(p, view));
  if (typeof payload !== 'object' || payload === null) return payload;
  if (isMediaItem(payload)) return shaped(payload, view);
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, shapeAnswer(value, view)]));
}
