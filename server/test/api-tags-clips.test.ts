/** Tags and user clips (SPEC §3 'Tag', 'Clip'): title rules with their own error codes, owner-only changes, global tags. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorAnswerSchema, mediaItemAnswerSchema, tagAnswerSchema, tagListAnswerSchema, TITLE_MAX_LENGTH } from '@/lib/api/contract';
import { as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let viewer: ReturnType<typeof as>;
let tagger: ReturnType<typeof as>;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = as(t.app, (await login(t.app, 'viewer@demo.test')).token);
  tagger = as(t.app, (await login(t.app, 'tagger@demo.test')).token);
});
afterAll(() => t.app.close());

const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, code: errorAnswerSchema.parse(res.json()).messageErrorCode });
const tag = {
  targetId: 'ev-0001',
  title: 'Nice move',
  startTime: 1000,
  endTime: 4000,
  type: 'other',
  videoType: 'vod',
  streamName: 'hd',
  mode: 'sync',
} as const;
const longTitle = 'x'.repeat(TITLE_MAX_LENGTH + 1);

describe('titles', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', ' \t\n '],
  ])('refuses a %s tag or clip title with title_required', async (_, title) => {
    expect(refusal(await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, title } }))).toEqual({ status: 400, code: 'title_required' });
    expect(refusal(await viewer({ method: 'POST', url: '/api/clip/create', payload: { title, event_id: 'ev-0001' } }))).toEqual({
      status: 400,
      code: 'title_required',
    });
  });

  it(`refuses titles over ${TITLE_MAX_LENGTH} characters with title_too_long, on create, update and rename`, async () => {
    expect(refusal(await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, title: longTitle } }))).toEqual({
      status: 400,
      code: 'title_too_long',
    });
    expect(refusal(await viewer({ method: 'POST', url: '/api/clip/create', payload: { title: longTitle, event_id: 'ev-0001' } }))).toEqual({
      status: 400,
      code: 'title_too_long',
    });
    const mine = tagAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: tag })).json()).content;
    expect(refusal(await viewer({ method: 'POST', url: '/api/tag/update', payload: { id: mine.id, title: '  ' } }))).toEqual({
      status: 400,
      code: 'title_required',
    });
    const clip = mediaItemAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/clip/create', payload: { title: 'Ok', event_id: 'ev-0001' } })).json(),
    ).content;
    expect(refusal(await viewer({ method: 'POST', url: `/api/clip/update/${clip.id}`, payload: { title: longTitle } }))).toEqual({
      status: 400,
      code: 'title_too_long',
    });
  });

  it('keeps a title of exactly the limit (counted in characters, trimmed) and stores markup as plain text', async () => {
    const exact = `  ${'é'.repeat(TITLE_MAX_LENGTH - 1)}⚽  `;
    const saved = tagAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, title: exact } })).json()).content;
    expect(saved.title).toBe(exact.trim());
    const markup = '<img src=x onerror=alert(1)>';
    const clip = mediaItemAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/clip/create', payload: { title: markup, event_id: 'ev-0001' } })).json(),
    ).content;
    expect(clip.title).toBe(markup);
  });
});

describe('ownership', () => {
  it('answers 403 to a second user editing or deleting a tag, and keeps the tag', async () => {
    const mine = tagAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: tag })).json()).content;
    expect(refusal(await tagger({ method: 'POST', url: '/api/tag/update', payload: { id: mine.id, title: 'Taken' } }))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(refusal(await tagger({ method: 'POST', url: '/api/tag/remove_list', payload: { ids: [mine.id] } }))).toEqual({ status: 403, code: 'forbidden' });
    const own = tagListAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/tag/list', payload: { global: false, targetId: 'ev-0001', size: 999 } })).json(),
    );
    expect(own.entries.find((e) => e.id === mine.id)).toMatchObject({ title: 'Nice move', isOwner: true });
  });

  it('answers 403 to a second user renaming or deleting a clip', async () => {
    const clip = mediaItemAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/clip/create', payload: { title: 'Mine', event_id: 'ev-0001', startTime: 0, endTime: 5000 } })).json(),
    ).content;
    expect(refusal(await tagger({ method: 'POST', url: `/api/clip/update/${clip.id}`, payload: { title: 'Taken' } }))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(refusal(await tagger({ method: 'POST', url: `/api/clip/delete/${clip.id}` }))).toEqual({ status: 403, code: 'forbidden' });
    expect((await viewer({ method: 'GET', url: `/api/clip/get_by_id/id/${clip.id}?media_type=user_clip` })).statusCode).toBe(200);
  });

  it('shows a global tag to everyone but only its author may change it', async () => {
    const global = tagAnswerSchema.parse(
      (await tagger({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, title: 'Team goal', global: true } })).json(),
    ).content;
    const seen = tagListAnswerSchema.parse((await viewer({ method: 'POST', url: '/api/tag/list', payload: { targetId: 'ev-0001', size: 999 } })).json());
    expect(seen.entries.find((e) => e.id === global.id)).toMatchObject({ global: true, isOwner: false });
    expect(refusal(await viewer({ method: 'POST', url: '/api/tag/update', payload: { id: global.id, title: 'Mine' } }))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('refuses a global tag to a plain user (403 global_tags_not_allowed) and saves nothing', async () => {
    const before = tagListAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/tag/list', payload: { targetId: 'ev-0002', size: 999 } })).json(),
    ).totalCount;
    expect(refusal(await viewer({ method: 'POST', url: '/api/tag/saveV2', payload: { ...tag, targetId: 'ev-0002', global: true } }))).toEqual({
      status: 403,
      code: 'global_tags_not_allowed',
    });
    const after = tagListAnswerSchema.parse(
      (await viewer({ method: 'POST', url: '/api/tag/list', payload: { targetId: 'ev-0002', size: 999 } })).json(),
    ).totalCount;
    expect(after).toBe(before);
  });
});
