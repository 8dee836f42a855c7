/**
 * Markers (tags, comments) along the timeline, just above the seek bar: one toolbar with a roving
 * tab stop (Tab reaches it once; ← / → / Home / End move between markers; Enter or a click seeks).
 * Like the seek bar it stays left-to-right in RTL locales. Colours come from the tag's team.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { placeMarkers, type PlayerMarker } from '@/lib/player/markers';

export interface MarkerStripProps {
  markers: readonly PlayerMarker[];
  min: number;
  max: number;
  /** The toolbar's accessible name ('Markers'). */
  label: string;
  /** A marker's accessible name, e.g. 'Goal, 1:05'. */
  markerLabel: (marker: PlayerMarker) => string;
  onSelect: (marker: PlayerMarker) => void;
}

export function MarkerStrip({ markers, min, max, label, markerLabel, onSelect }: MarkerStripProps) {
  const placed = placeMarkers(markers, min, max);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The row is kept while there are none: a marker that arrives later (a goal in a live match)
  // would otherwise push the seek bar and the buttons up (docs/performance.md, nothing moves once painted).
  if (placed.length === 0) return <div aria-hidden="true" className="mb-0.5 h-4" />;
  const current = Math.min(active, placed.length - 1);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: placed.length - 1 };
    if (!(e.key in moves)) return;
    // Handled here, so the player's own arrow shortcuts (seek ±5 s) do not also run.
    e.preventDefault();
    const next = Math.min(placed.length - 1, Math.max(0, moves[e.key] ?? current));
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div dir="ltr" role="toolbar" aria-label={label} aria-orientation="horizontal" className="relative mb-0.5 h-4" onKeyDown={onKeyDown}>
      {placed.map((m, i) => (
        <button
          key={m.id}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === current ? 0 : -1}
          aria-label={markerLabel(m)}
          title={markerLabel(m)}
          data-marker-id={m.id}
          className="absolute top-0 h-4 w-2.5 -translate-x-1/2 rounded-sm border border-black/40 shadow hover:scale-125 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
          style={{ left: `${m.percent}%`, backgroundColor: m.color ?? '#facc15' }}
          onFocus={() => setActive(i)}
          onClick={() => onSelect(m)}
        />
      ))}
    </div>
  );
}
