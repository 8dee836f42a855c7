/**
 * The timeline as an ARIA slider. It stays left-to-right in RTL locales, as YouTube's does: time is
 * read as a number line, and the arrow keys keep matching the direction the thumb moves. Dragging
 * previews the time and seeks once on release (each seek of an HLS stream costs a segment fetch).
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SEEK_LARGE_S, SEEK_SMALL_S } from '@/lib/player/keyboard';

export interface SeekBarProps {
  min: number;
  max: number;
  value: number;
  /** End of the buffered range, drawn behind the progress. */
  buffered: number;
  label: string;
  /** Spoken value, e.g. '1 minute, 5 seconds of 10 minutes' or '30 seconds behind live'. */
  valueText: (value: number) => string;
  /** Clock text shown above the thumb while dragging. */
  preview: (value: number) => string;
  disabled?: boolean;
  /** A clip being cut: its in and out points and the range between them, drawn on the track. */
  clip?: { start: number | null; end: number | null } | null;
  /** Where the thumb sits while the range is still unknown: a live stream's starts at its edge. */
  emptyAt?: 'start' | 'end';
  onSeek: (value: number) => void;
}

const pct = (v: number, min: number, max: number) => (max > min ? Math.min(100, Math.max(0, ((v - min) / (max - min)) * 100)) : 0);

export function SeekBar({ min, max, value, buffered, label, valueText, preview, disabled = false, clip = null, emptyAt = 'start', onSeek }: SeekBarProps) {
  const track = useRef<HTMLDivElement>(null);
  const [scrub, setScrub] = useState<number | null>(null);
  const shown = scrub ?? value;
  const usable = !disabled && max > min;

  const at = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return value;
    return min + Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) * (max - min);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!usable || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    setScrub(at(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (scrub !== null) setScrub(at(e.clientX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (scrub === null) return;
    onSeek(at(e.clientX));
    setScrub(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!usable) return;
    const steps: Record<string, number> = {
      ArrowLeft: -SEEK_SMALL_S,
      ArrowDown: -SEEK_SMALL_S,
      ArrowRight: SEEK_SMALL_S,
      ArrowUp: SEEK_SMALL_S,
      PageDown: -SEEK_LARGE_S,
      PageUp: SEEK_LARGE_S,
    };
    let next: number | null = null;
    if (e.key in steps) next = value + (steps[e.key] ?? 0);
    else if (e.key === 'Home') next = min;
    else if (e.key === 'End') next = max;
    if (next === null) return;
    e.preventDefault();
    onSeek(Math.min(max, Math.max(min, next)));
  };

  const played = max > min ? pct(shown, min, max) : emptyAt === 'end' ? 100 : 0;
  return (
    <div
      dir="ltr"
      role="slider"
      tabIndex={usable ? 0 : -1}
      aria-label={label}
      aria-valuemin={Math.floor(min)}
      aria-valuemax={Math.floor(Math.max(min, max))}
      aria-valuenow={Math.floor(Math.min(Math.max(shown, min), Math.max(min, max)))}
      aria-valuetext={valueText(shown)}
      aria-disabled={!usable || undefined}
      className="group/seek relative flex h-5 cursor-pointer touch-none items-center rounded focus-visible:outline-2 focus-visible:outline-white aria-disabled:cursor-default"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setScrub(null)}
      onKeyDown={onKeyDown}
    >
      <div ref={track} className="relative h-1 w-full rounded-full bg-white/30 transition-[height] group-hover/seek:h-1.5">
        <div className="absolute inset-y-0 left-0 rounded-full bg-white/45" style={{ width: `${pct(buffered, min, max)}%` }} />
        <div className="bg-brand absolute inset-y-0 left-0 rounded-full" style={{ width: `${played}%` }} />
        {clip && <ClipMarks start={clip.start} end={clip.end} min={min} max={max} />}
        <div className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow" style={{ left: `${played}%` }} />
      </div>
      {scrub !== null && (
        <div
          aria-hidden="true"
          className="absolute bottom-full mb-2 -translate-x-1/2 rounded bg-black/85 px-1.5 py-0.5 text-xs tabular-nums"
          style={{ left: `${played}%` }}
        >
          {preview(scrub)}
        </div>
      )}
    </div>
  );
}

/** The clip's in / out flags and the range between (decoration: the clip editor states the times in text). */
function ClipMarks({ start, end, min, max }: { start: number | null; end: number | null; min: number; max: number }) {
  const flag = 'absolute -top-1.5 h-4 w-1 -translate-x-1/2 rounded-sm bg-amber-400';
  return (
    <>
      {start !== null && end !== null && (
        <div
          aria-hidden="true"
          data-testid="clip-range"
          className="absolute inset-y-0 bg-amber-400/60"
          style={{ left: `${pct(start, min, max)}%`, width: `${Math.max(0, pct(end, min, max) - pct(start, min, max))}%` }}
        />
      )}
      {start !== null && <div aria-hidden="true" data-testid="clip-in" className={flag} style={{ left: `${pct(start, min, max)}%` }} />}
      {end !== null && <div aria-hidden="true" data-testid="clip-out" className={flag} style={{ left: `${pct(end, min, max)}%` }} />}
    </>
  );
}
