/**
 * A channel's program guide (SPEC §3 source.epg, §7 'GET of a channel's program address'): the
 * fetch of the program address, parsed with the contract (now and next: lib/models/program.ts).
 */
import { channelProgramSchema } from './contract/events';
import type { ProgramSlot } from '@/lib/models/program';

/** Programs sorted by start, without entries whose times do not parse or that end before they start. */
export function reshapeProgram(raw: unknown): ProgramSlot[] {
  const program = channelProgramSchema.parse(raw);
  return program.programs
    .map((p) => ({ id: p.id, title: p.title, description: p.description, start: Date.parse(p.start), end: Date.parse(p.end), imageUrl: p.imageUrl }))
    .filter((p) => Number.isFinite(p.start) && Number.isFinite(p.end) && p.end > p.start)
    .sort((a, b) => a.start - b.start);
}

/** Loads the guide from the program address (absolute, or relative to the API base). */
export async function getChannelProgram(epgUrl: string, apiBase: string, init: RequestInit = {}): Promise<ProgramSlot[]> {
  const url = new URL(epgUrl, apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`channel program ${url.pathname}: HTTP ${res.status}`);
  return reshapeProgram(await res.json());
}

/** SPEC §8: a failed program load is logged and becomes an empty guide. */
export async function getChannelProgramOrEmpty(epgUrl: string | null, apiBase: string, init?: RequestInit): Promise<ProgramSlot[]> {
  if (!epgUrl) return [];
  try {
    return await getChannelProgram(epgUrl, apiBase, init);
  } catch (error) {
    console.warn('[channel page] channel program could not be loaded', error);
    return [];
  }
}

/** The guide with the moment it was loaded: the page renders now/next for that moment first. */
export async function loadChannelGuide(epgUrl: string | null, apiBase: string, init?: RequestInit): Promise<{ programs: ProgramSlot[]; loadedAt: number }> {
  const programs = await getChannelProgramOrEmpty(epgUrl, apiBase, init);
  return { programs, loadedAt: Date.now() };
}
