/** A catalogue seeded on one public URL, opened by an API on another: its media addresses move (db/seed/rebase.ts). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db';
import { seedIfEmpty } from '../db/seed';
import { rebased, rebaseMedia } from '../db/seed/rebase';

vi.setConfig({ hookTimeout: 60_000 });

let db: Db;
beforeAll(async () => {
  // With DATABASE_URL (npm run test:api:pg), a throwaway PostgreSQL schema.
  db = await openDatabase({ dataDir: ':memory:', databaseUrl: process.env.DATABASE_URL ?? null });
  await seedIfEmpty(db, { publicUrl: 'http://localhost:4500', now: Date.now() });
});
afterAll(() => closeDatabase(db));

const catalogueMedia = async () =>
  JSON.stringify([
    await db.selectFrom('identities').select(['banner_url', 'mobile_banner_url', 'image_url', 'logo_url']).execute(),
    await db.selectFrom('events').select(['stream_url', 'pano_url', 'poster_url', 'vast_url']).execute(),
    await db.selectFrom('highlights').select(['stream_url', 'poster_url']).execute(),
  ]);

describe('media addresses of a catalogue seeded elsewhere', () => {
  it('move an address under /media/ on another origin, and nothing else', () => {
    const base = 'http://localhost:4600';
    expect(rebased('http://localhost:4500/media/vod/match-a/master.m3u8', base)).toBe('http://localhost:4600/media/vod/match-a/master.m3u8');
    expect(rebased('http://localhost:4500/media/img/poster/ev-1.webp?title=A%20B', base)).toBe('http://localhost:4600/media/img/poster/ev-1.webp?title=A%20B');
    expect(rebased('http://localhost:4600/media/vod/match-a/master.m3u8', base)).toBeNull();
    expect(rebased('https://example.org/about-us/', base)).toBeNull();
    expect(rebased(null, base)).toBeNull();
  });

  it('move artwork seeded as SVG to its WebP, on any origin', () => {
    const base = 'http://localhost:4600';
    expect(rebased('http://localhost:4600/media/img/logo/tm-1.svg?color=%23c8102e&text=ARS', base)).toBe(
      'http://localhost:4600/media/img/logo/tm-1.webp?color=%23c8102e&text=ARS',
    );
    expect(rebased('http://localhost:4500/media/img/banner/lg-1.svg', base)).toBe('http://localhost:4600/media/img/banner/lg-1.webp');
    expect(rebased('http://localhost:4600/media/img/banner/sponsor.svg.png', base)).toBeNull();
  });

  it('all move to the new public URL when the API starts there, once', async () => {
    expect(await catalogueMedia()).toContain('http://localhost:4500/media/');
    expect(await rebaseMedia(db, 'http://localhost:4600/')).toBeGreaterThan(100);
    const media = await catalogueMedia();
    expect(media).not.toContain('localhost:4500');
    expect(media).toContain('http://localhost:4600/media/');
    expect(await rebaseMedia(db, 'http://localhost:4600')).toBe(0);
  });
});
