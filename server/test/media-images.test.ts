/** Generated SVG artwork: deterministic, sized per kind, cached for long, and XSS-safe. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaPlugin from '../media/plugin';
import { escapeXml, initials, wrap } from '../media/svg';
import { bannerUrl, logoUrl, posterUrl } from '../media/urls';
import { isWellFormedXml, mediaTestOptions } from './media-helpers';

const BASE = 'http://media.test';
const app = Fastify();

beforeAll(async () => {
  await app.register(mediaPlugin, mediaTestOptions(BASE));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: url.replace(BASE, '') });
const HOSTILE = `</text><script>alert("x")</script><text x='1'>&amp; "Rivals" & <b>Co</b>`;

describe('generated images', () => {
  it.each([
    ['poster', posterUrl(BASE, 'evt-42', 'Final: Lions v Tigers'), '0 0 1280 720'],
    ['logo', logoUrl(BASE, 'team-7', '#1e90ff', 'Lions FC'), '0 0 200 200'],
    ['wide banner', bannerUrl(BASE, 'league-1', 'Premier League'), '0 0 1600 400'],
    ['mobile banner', bannerUrl(BASE, 'league-1', 'Premier League', 'mobile'), '0 0 800 400'],
  ])('serves a %s as a long-cached, well-formed SVG', async (_kind, url, viewBox) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain(`viewBox="${viewBox}"`);
    expect(isWellFormedXml(res.body)).toBe(true);
  });

  it('is a pure function of the URL', async () => {
    const a = await get(posterUrl(BASE, 'evt-1', 'Derby'));
    const b = await get(posterUrl(BASE, 'evt-1', 'Derby'));
    const c = await get(posterUrl(BASE, 'evt-2', 'Derby'));
    expect(a.body).toBe(b.body);
    expect(c.body).not.toBe(a.body);
  });

  it.each([
    ['poster', posterUrl(BASE, 'x', HOSTILE)],
    ['logo text', logoUrl(BASE, 'x', '#000000', HOSTILE)],
    ['logo colour', logoUrl(BASE, 'x', '#fff" onload="alert(1)', 'Lions')],
    ['banner', bannerUrl(BASE, 'x', HOSTILE, 'mobile')],
  ])('escapes hostile %s text', async (_kind, url) => {
    const body = (await get(url)).body;
    expect(body).not.toMatch(/<script|<b>|onload=|<\/text><script/i);
    expect(isWellFormedXml(body)).toBe(true);
    expect(body.match(/<text /g)?.length).toBe(body.match(/<\/text>/g)?.length);
  });

  it('uses a valid team colour and falls back to a palette colour otherwise', async () => {
    expect((await get(logoUrl(BASE, 'team-1', '#1E90FF', 'Lions'))).body).toContain('fill="#1e90ff"');
    for (const bad of ['red', '#12345', '#1234567', 'url(#x)', '']) {
      const body = (await get(logoUrl(BASE, 'team-1', bad, 'Lions'))).body;
      expect(body).toMatch(/<path [^>]*fill="#[0-9a-f]{6}"/);
      expect(body).not.toContain(bad || 'fill=""');
    }
  });

  it('removes characters XML forbids, which would otherwise break the image', async () => {
    const body = (await get(posterUrl(BASE, 'ctl', 'Bad\u0001title\u0008\uFFFF'))).body;
    expect(body).toContain('Badtitle');
    expect(isWellFormedXml(body)).toBe(true);
  });

  it('answers 404 for unknown kinds and names without .svg', async () => {
    expect((await get('/media/img/avatar/x.svg')).statusCode).toBe(404);
    expect((await get('/media/img/poster/x.png')).statusCode).toBe(404);
  });
});

describe('svg text helpers', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('derives up to three initials', () => {
    expect(initials('FC Barcelona')).toBe('FB');
    expect(initials('Arsenal')).toBe('ARS');
    expect(initials('real club deportivo mallorca')).toBe('RCD');
    expect(initials('  ')).toBe('?');
  });

  it('wraps long titles into a bounded number of lines', () => {
    const lines = wrap('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => Array.from(l).length <= 10)).toBe(true);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});
