/**
 * Load shedding: past the thresholds of the environment every request, /media and /health included,
 * is refused at once with 503, Retry-After and the error envelope; below them nothing changes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswerSchema } from '@/lib/api/contract';
import { parseEnv } from '../env';
import { RETRY_AFTER_S } from '../plugins/external/under-pressure';
import { buildTestApp, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const get = (url: string) => t!.app.inject({ method: 'GET', url });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The plugin samples the process once a second: ask until the answer's status is the one wanted. */
async function until(status: number, url = '/api/event/grouped_sport_count', deadlineMs = 5000): Promise<LightMyRequestResponse> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const res = await get(url);
    if (res.statusCode === status || Date.now() > end) return res;
    await sleep(50);
  }
}

function expectShed(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_S));
  expect(errorAnswerSchema.parse(res.json())).toMatchObject({ error: true, messageErrorCode: 'overloaded', message: expect.any(String) });
}

describe('thresholds from the environment', () => {
  it('defaults to a 1 s event-loop delay and 90 % of the V8 heap limit; 0 switches a check off', () => {
    const defaults = parseEnv({});
    expect(defaults.loadShedEventLoopDelayMs).toBe(1000);
    expect(defaults.loadShedHeapUsedBytes).toBeGreaterThan(process.memoryUsage().heapUsed);
    const set = parseEnv({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_USED_MB: '512' });
    expect(set.loadShedEventLoopDelayMs).toBe(0);
    expect(set.loadShedHeapUsedBytes).toBe(512 * 1024 * 1024);
    expect(() => parseEnv({ LOAD_SHED_HEAP_USED_MB: '-1' })).toThrow(/LOAD_SHED_HEAP_USED_MB/);
  });

  it('with the defaults, answers normally and /health says ok', async () => {
    t = await buildTestApp();
    await sleep(1100); // past the first sample
    expect((await get('/api/event/grouped_sport_count')).statusCode).toBe(200);
    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('shedding', () => {
  it('past the heap limit refuses API, /media and /health requests with 503, Retry-After and the envelope', async () => {
    t = await buildTestApp({ LOAD_SHED_HEAP_USED_MB: '1' });
    expectShed(await until(503));
    expectShed(await get('/health'));
    // Refused before the media routes run (without pressure this unsigned address answers 403).
    expectShed(await get('/media/s/not-a-token/vod/demo/master.m3u8'));
    expectShed(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'viewer@demo.test', password: 'x', device_id: 'd', device_name: 'd' },
      }),
    );
  });

  it('past the event-loop delay refuses requests, and takes them again once the loop has caught up', async () => {
    t = await buildTestApp({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '50' });
    expect((await get('/api/event/grouped_sport_count')).statusCode).toBe(200);
    // Keep the loop busy as sustained synchronous work does: slices of 150 ms back to back for 2.5 s.
    // The plugin sheds on the mean delay of a 1 s sample; one long block beside a second of idle
    // ticks averaged out under the threshold when the sample began well before it (the test failed
    // so on a slower machine). Every tick of these samples waits a slice, whatever their phase, and
    // the sample that ends after the last slice still holds mostly slices: 503 for about a second.
    const end = Date.now() + 2500;
    while (Date.now() < end) {
      const slice = Date.now() + 150;
      while (Date.now() < slice);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expectShed(await until(503));
    expect((await until(200)).statusCode).toBe(200);
  });
});
