'use client';
/**
 * The /dev-ad-test/ page's client part: a Player with a pre-roll against the reference API's media,
 * plus controls to switch the stream *without remounting* (as the event page does on
 * event-url-change) and a readout of the player's status and ad outcome for people and tests.
 */
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { EMPTY_CLIP, type ClipRange } from '@/lib/player/markers';
import { formatClock } from '@/lib/player/time';
import {
  DEV_MARKERS,
  DEV_VAST_TAGS,
  DEV_VOD_STREAMS,
  devPlayerInput,
  type DevAdTestConfig,
  type DevStream,
  type DevVastTag,
} from '@/lib/player/dev-ad-test-params';
import { DevEventTools } from '@/components/tags/dev-event-tools';
import { useTagMarkers } from '@/components/tags/use-event-tags';
import { Player } from '../player';
import type { AdOutcome, PlayerHandle, PlayerStatus } from '../types';

const STREAMS: readonly DevStream[] = [...DEV_VOD_STREAMS, 'live'];
const fieldClass = 'border-line bg-surface-raised text-fg rounded-md border px-2 py-1.5 text-sm';
const buttonClass = 'bg-brand text-brand-fg rounded-md px-3 py-1.5 text-sm font-medium hover:brightness-110';

export function DevAdTestHarness({ initial, mediaBase, title }: { initial: DevAdTestConfig; mediaBase: string; title: string }) {
  const t = useTranslations('player.dev');
  const [stream, setStream] = useState<DevStream>(initial.stream);
  const [draft, setDraft] = useState<{ stream: DevStream; vast: DevVastTag }>({ stream: initial.stream, vast: initial.vast });
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [adOutcome, setAdOutcome] = useState<AdOutcome | null>(null);
  const player = useRef<PlayerHandle>(null);
  const [clip, setClip] = useState<ClipRange>(EMPTY_CLIP);
  const [selected, setSelected] = useState<string | null>(null);
  const eventMarkers = useTagMarkers(initial.eventId);
  const markers = initial.eventId ? eventMarkers : initial.markers ? DEV_MARKERS.map((m, i) => ({ ...m, label: t('marker', { n: i + 1 }) })) : undefined;
  const withTools = initial.markers || initial.eventId !== null;
  const clock = (s: number | null) => (s === null ? '—' : formatClock(s));
  // The pre-roll belongs to the first stream: a URL switch keeps the tags the page opened with.
  const input = devPlayerInput({ ...initial, stream }, mediaBase);
  const reloadHref = `?stream=${draft.stream}&vast=${draft.vast}${initial.liveKey !== 'dev-ad-test' ? `&key=${initial.liveKey}` : ''}`;

  return (
    <div className="space-y-4">
      <Player
        ref={player}
        src={input.src}
        live={input.live}
        ads={input.ads}
        adsEnabled
        autoPlay={initial.autoplay}
        startAt={initial.startAt}
        title={title}
        poster={`${mediaBase.replace(/\/+$/, '')}/media/img/poster/dev-ad-test.svg?title=${encodeURIComponent(title)}`}
        keyboardScope="page"
        spoilerSafe={initial.spoilerSafe}
        onStatusChange={setStatus}
        onAdFinish={setAdOutcome}
        {...(withTools ? { markers, onMarkerSelect: (m: { label: string }) => setSelected(m.label), clip, onClipChange: setClip } : {})}
      />
      <section aria-label={t('controls')} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('stream')}
          <select className={fieldClass} value={draft.stream} onChange={(e) => setDraft({ ...draft, stream: e.target.value as DevStream })}>
            {STREAMS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttonClass} onClick={() => setStream(draft.stream)}>
          {t('apply')}
        </button>
        <label className="flex flex-col gap-1 text-sm">
          {t('vast')}
          <select className={fieldClass} value={draft.vast} onChange={(e) => setDraft({ ...draft, vast: e.target.value as DevVastTag })}>
            {DEV_VAST_TAGS.map((v) => (
              <option key={v} value={v}>
                {v === 'none' ? t('noAd') : v}
              </option>
            ))}
          </select>
        </label>
        <a className={buttonClass} href={reloadHref}>
          {t('reload')}
        </a>
      </section>
      <dl className="text-fg-muted grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt>{t('status')}</dt>
        <dd>
          <output data-testid="player-status">{status}</output>
        </dd>
        <dt>{t('adOutcome')}</dt>
        <dd>
          <output data-testid="ad-outcome">{adOutcome ?? '—'}</output>
        </dd>
        {withTools && (
          <>
            <dt>{t('selectedMarker')}</dt>
            <dd>
              <output data-testid="selected-marker">{selected ?? '—'}</output>
            </dd>
            <dt>{t('clip')}</dt>
            <dd dir="ltr">
              <output data-testid="clip-points">
                {clock(clip.start)} – {clock(clip.end)}
              </output>
            </dd>
          </>
        )}
        <dt>{t('source')}</dt>
        <dd className="break-all" dir="ltr">
          <output data-testid="player-src">{input.src.hd}</output>
        </dd>
      </dl>
      {initial.eventId && <DevEventTools eventId={initial.eventId} player={player} clip={clip} onClipChange={setClip} />}
    </div>
  );
}
