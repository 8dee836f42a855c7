/**
 * Calendar answers (docs/fan-features.md "Calendars") against a running portal: a game's .ics, a
 * team's and a league's feed (public, from the data cache after the first request), and a personal
 * feed (private, read from the platform on each request). One request at a time after a warm-up;
 * prints latency p50 / p99 per address beside the goal (p50 under 50 ms from the cache).
 *
 *   npx tsx bench/calendar.ts [--base http://localhost:3000] [--requests 200]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:3000' }, requests: { type: 'string', default: '200' } } });
const base = values.base.replace(/\/+$/, '');
const count = Number(values.requests);
const GOAL_MS = 50;

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A viewer who follows a league, and the address of their personal feed. */
async function personalFeed(): Promise<string> {
  const email = `bench-calendar-${Date.now().toString(36)}@demo.test`;
  const registered = await json<{ content: { tokenData: { access_token: string } } }>('/api/user/register', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Passw0rd!bench', displayName: 'Bench', device_id: 'bench', device_name: 'bench' }),
  });
  const auth = { 'X-Authorization': `Bearer ${registered.content.tokenData.access_token}` };
  await json('/api/follow/save', { method: 'POST', headers: auth, body: JSON.stringify({ reference_id: 'lg-premier', type: 'identity_item' }) });
  const { content } = await json<{ content: { token: string } }>('/api/user/calendar_feed', { method: 'POST', headers: auth });
  return `/calendar/u/${content.token}.ics`;
}

async function timings(path: string): Promise<number[]> {
  const once = async () => {
    const start = performance.now();
    const res = await fetch(`${base}${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - start;
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await once());
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const { entries } = await json<{ entries: { id: string; team1: { id: string } | null }[] }>('/api/event/list', {
  method: 'POST',
  body: JSON.stringify({ page: 0, size: 20, filters: { status: ['upcoming'] } }),
});
const game = entries.find((e) => e.team1);
if (!game) throw new Error('no upcoming game with teams');
const addresses: [string, string, boolean][] = [
  ['game .ics', `/calendar/event/${game.id}.ics`, true],
  ['team feed', `/calendar/team/${game.team1!.id}.ics`, true],
  ['league feed', '/calendar/league/lg-premier.ics', true],
  ['personal feed', await personalFeed(), false],
];

console.log(`Calendar answers at ${base}: ${count} requests each, one at a time, after 20 to warm up\n`);
console.log('address\tcached\tp50 ms\tp99 ms\tgoal');
for (const [name, path, cached] of addresses) {
  const sorted = await timings(path);
  const p50 = at(sorted, 0.5);
  const verdict = cached ? (p50 < GOAL_MS ? `met (< ${GOAL_MS} ms)` : `missed (< ${GOAL_MS} ms)`) : 'private: not from the cache';
  console.log(`${name}\t${cached ? 'yes' : 'no'}\t${p50.toFixed(1)}\t${at(sorted, 0.99).toFixed(1)}\t${verdict}`);
}
