'use client';
/**
 * The clip being cut, shared by the player (its in/out flags, the I / O keys and buttons) and the
 * clip editor: `const clip = useClipRange();` then `<Player {...clip.playerProps} />` and
 * `<ClipEditor range={clip.range} onRangeChange={clip.setRange} />`.
 */
import { useMemo, useState } from 'react';
import { EMPTY_CLIP, type ClipRange } from '@/lib/player/clip-range';

export function useClipRange(initial: ClipRange = EMPTY_CLIP) {
  const [range, setRange] = useState<ClipRange>(initial);
  const playerProps = useMemo(() => ({ clip: range, onClipChange: setRange }), [range]);
  return { range, setRange, playerProps };
}
