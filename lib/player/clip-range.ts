/** A clip's in and out points (markers.ts has the rules): its own module, as the event page holds one from its first render. */

/** null until marked. */
export interface ClipRange {
  start: number | null;
  end: number | null;
}

export const EMPTY_CLIP: ClipRange = { start: null, end: null };
