/**
 * A channel's programs as the portal keeps them (SPEC §3 source.epg), and which is on now and next.
 * The channel page's guide uses it in the browser; lib/api/channels.ts loads and reshapes them.
 */
export interface ProgramSlot {
  id: string;
  title: string;
  description: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  imageUrl: string | null;
}

export interface NowNext {
  now: ProgramSlot | null;
  next: ProgramSlot | null;
}

/** The program on air at `now` (start inclusive, end exclusive) and the first one starting after it. */
export function nowAndNext(programs: readonly ProgramSlot[], now: number): NowNext {
  const current = programs.find((p) => p.start <= now && now < p.end) ?? null;
  const after = current ? current.end : now;
  const next = programs.find((p) => p.start >= after && p !== current) ?? null;
  return { now: current, next };
}
