/** A channel's programme (today and tomorrow, UTC), generated from the channel id and date so it is stable. */
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
const DAY_MS = 86_400_000;

/**
 * The programme of the UTC day of `now` and of the day after, so that late in the day the guide
 * still shows what comes next. Each day is generated from the channel id and its date alone.
 */
export function channelProgram(channelId: string, title: string, now: number, base: string): ChannelProgram {
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`);
  const programs = [today, today + DAY_MS].flatMap((start) => dayPrograms(channelId, title, start, base));
  return { channelId, date: new Date(today).toISOString().slice(0, 10), programs };
}

function dayPrograms(channelId: string, title: string, start: number, base: string): ChannelProgram['programs'] {
  const day = new Date(start).toISOString().slice(0, 10);
  const end = start + DAY_MS;
  const prng = createPrng(hashSeed(`${channelId}:${day}`));
  const programs: ChannelProgram['programs'] = [];
  for (let at = start, n = 1; at < end; n++) {
    const [name, description] = prng.pick(SHOWS);
    const until = Math.min(end, at + prng.pick(SLOT_MINUTES) * 60_000);
    const id = `${channelId}-${day}-${n}`;
    programs.push({ id, title: `${name}`, description: `${description} On ${title}.`, start: iso(at), end: iso(until), imageUrl: posterUrl(base, id, name) });
    at = until;
  }
  return programs;
}
