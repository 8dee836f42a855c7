/** Generated artwork: deterministic, sized per kind, cached for long, XSS-safe as SVG, and raster as the catalogue hands it out. */
import Fastify from 'fastify';
import sharp from 'sharp';
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
async function canDrawText(): Promise<boolean> {
  const text = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="0" y="16" font-size="16" font-family="sans-serif">Aa</text></svg>';
  const { max } = (await sharp(Buffer.from(text)).stats()).channels[3] ?? { max: 0 };
  return max > 0;
}
const drawsText = await canDrawText();
/** The same drawing as SVG: the document whose text the tests read. */
const svgOf = (url: string) => url.replace(/\.webp(?=\?|$)/, '.svg');
const HOSTILE = `</text><script>alert("x")</script><text x='1'>&amp; "Rivals" & <b>Co</b>`;

describe('generated images', () => {
  it.each([
    ['poster', posterUrl(BASE, 'evt-42', 'Final: Lions v Tigers'), [640, 360], '0 0 1280 720'],
    ['logo', logoUrl(BASE, 'team-7', '#1e90ff', 'Lions FC'), [200, 200], '0 0 200 200'],
    ['wide banner', bannerUrl(BASE, 'league-1', 'Premier League'), [1600, 400], '0 0 1600 400'],
    ['mobile banner', bannerUrl(BASE, 'league-1', 'Premier League', 'mobile'), [800, 400], '0 0 800 400'],
  ])('serves a %s as a long-cached WebP, and its drawing as a well-formed SVG', async (_kind, url, [width, height], viewBox) => {
    expect(url).toMatch(/\.webp\?/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });

    const svg = await get(svgOf(url));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toContain(`viewBox="${viewBox}"`);
    expect(isWellFormedXml(svg.body)).toBe(true);
  });

  // Text is set in the machine's fonts (raster.ts); a machine with none draws the shapes only.
  it.skipIf(!drawsText)('draws the text of the URL into the WebP', async () => {
    const pixels = async (url: string) =>
      (
        await sharp((await get(url)).rawPayload)
          .raw()
          .toBuffer()
      ).toString('base64');
    expect(await pixels(logoUrl(BASE, 'team-7', '#1e90ff', 'Lions'))).not.toBe(await pixels(logoUrl(BASE, 'team-7', '#1e90ff', 'Tigers')));
  });

  it('is a pure function of the URL', async () => {
    for (const svgOrWebp of [svgOf, (url: string) => url]) {
      const a = await get(svgOrWebp(posterUrl(BASE, 'evt-1', 'Derby')));
      const b = await get(svgOrWebp(posterUrl(BASE, 'evt-1', 'Derby')));
      const c = await get(svgOrWebp(posterUrl(BASE, 'evt-2', 'Derby')));
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
      expect(c.rawPayload.equals(a.rawPayload)).toBe(false);
    }
  });

  it.each([
    ['poster', posterUrl(BASE, 'x', HOSTILE)],
    ['logo text', logoUrl(BASE, 'x', '#000000', HOSTILE)],
    ['logo colour', logoUrl(BASE, 'x', '#fff" onload="alert(1)', 'Lions')],
    ['banner', bannerUrl(BASE, 'x', HOSTILE, 'mobile')],
  ])('escapes hostile %s text', async (_kind, url) => {
    expect((await get(url)).statusCode).toBe(200);
    const body = (await get(svgOf(url))).body;
    expect(body).not.toMatch(/<script|<b>|onload=|<\/text><script/i);
    expect(isWellFormedXml(body)).toBe(true);
    expect(body.match(/<text /g)?.length).toBe(body.match(/<\/text>/g)?.length);
  });

  it('uses a valid team colour and falls back to a palette colour otherwise', async () => {
    expect((await get(svgOf(logoUrl(BASE, 'team-1', '#1E90FF', 'Lions')))).body).toContain('fill="#1e90ff"');
    for (const bad of ['red', '#12345', '#1234567', 'url(#x)', '']) {
      const body = (await get(svgOf(logoUrl(BASE, 'team-1', bad, 'Lions')))).body;
      expect(body).toMatch(/<path [^>]*fill="#[0-9a-f]{6}"/);
      expect(body).not.toContain(bad || 'fill=""');
    }
  });

  it('removes characters XML forbids, which would otherwise break the image', async () => {
    const url = posterUrl(BASE, 'ctl', 'Bad\u0001title\u0008\uFFFF');
    expect((await get(url)).headers['content-type']).toBe('image/webp');
    const body = (await get(svgOf(url))).body;
    expect(body).toContain('Badtitle');
    expect(isWellFormedXml(body)).toBe(true);
  });

  it('answers 404 for unknown kinds and names without .svg or .webp', async () => {
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
