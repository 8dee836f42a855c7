/** Today's programme of a channel (UTC day), generated from the channel id and date so it is stable. */
import type { ChannelProgram } from '@/lib/api/contract';
import { posterUrl } from '../media/urls';
import { createPrng, hashSeed } from '../db/seed/prng';
import { iso } from './ids';

const SHOWS = [
  ['Matchday Live', 'Live coverage from around the leagues.'],
  ['Classic Replay', 'A memorable game from the archive, in full.'],
  ['The Debrief', 'Analysis and interviews after the final whistle.'],
  ['Highlights Hour', 'Every goal, basket and save of the week.'],
  ['Training Ground', 'Behind the scenes with the clubs.'],
  ['Sports Desk', 'News, results and what is coming next.'],
  ['Youth Spotlight', 'The next generation in action.'],
] as const;

const SLOT_MINUTES = [30, 60, 60, 90, 120];

export function channelProgram(channelId: string, title: string, now: number, base: string): ChannelProgram {
  const day = new Date(now).toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const end = start + 86_400_000;
  const prng = createPrng(hashSeed(`${channelId}:${day}`));
  const programs: ChannelProgram['programs'] = [];
  for (let at = start, n = 1; at < end; n++) {
    const [name, description] = prng.pick(SHOWS);
    const until = Math.min(end, at + prng.pick(SLOT_MINUTES) * 60_000);
    const id = `${channelId}-${day}-${n}`;
    programs.push({ id, title: `${name}`, description: `${description} On ${title}.`, start: iso(at), end: iso(until), imageUrl: posterUrl(base, id, name) });
    at = until;
  }
  return { channelId, date: day, programs };
}
