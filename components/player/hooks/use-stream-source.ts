/**
 * The stream a player plays, kept in step with its props: a new stream (a view switch, or the event
 * page's event-url-change) loads on the same <video>; a new token for the same stream (renewal, any
 * refetch of the event) only renews the address; and a fresh address is asked for before the token
 * expires, and again while none has come (lib/player/media-token.ts).
 */
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { RENEW_RETRY_MS, mediaTokenOf, renewalDelay, streamIdentity } from '@/lib/player/media-token';
import type { StreamEngine } from '@/lib/player/engine/stream-engine';
import type { PlayerProps } from '../types';

interface Source {
  url: string | null;
  /** The same stream's low-latency playlist, and the latency it holds (null: the standard playlist). */
  lowLatencyUrl: string | null;
  latencyTarget: number | null;
}

export function useStreamSource(engine: StreamEngine, { url, lowLatencyUrl, latencyTarget }: Source, latest: RefObject<PlayerProps>): void {
  const identity = `${streamIdentity(url)} ${streamIdentity(lowLatencyUrl)}`;
  const loadSource = useEffectEvent(() =>
    engine.load({
      url,
      startAt: latest.current.startAt,
      lowLatency: lowLatencyUrl && latencyTarget !== null ? { url: lowLatencyUrl, target: latencyTarget } : null,
    }),
  );
  useEffect(() => loadSource(), [identity]);
  useEffect(() => {
    if (url) engine.renew(url);
  }, [engine, url]);

  const lastAsked = useRef<number | null>(null);
  const askRenewal = useEffectEvent(() => {
    lastAsked.current = Date.now();
    latest.current.renewSource?.();
  });
  useEffect(() => {
    const token = mediaTokenOf(url);
    if (!token) return;
    let timer = window.setTimeout(
      function ask() {
        askRenewal();
        timer = window.setTimeout(ask, RENEW_RETRY_MS);
      },
      renewalDelay(token.expiresAt, Date.now(), lastAsked.current),
    );
    return () => window.clearTimeout(timer);
  }, [url]);
}
