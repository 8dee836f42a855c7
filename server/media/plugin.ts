/**
 * The media plugin of the reference API: HLS VOD fixtures, simulated live streams, VAST tags with a
 * tracking sink, the pre-roll file and generated SVG artwork, all under /media (see README.md).
 * Deliberately encapsulated (no fastify-plugin): its CORS and cache hooks must not leak into the
 * JSON API, whose CORS is limited to the portal origins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extOf, fixturePath, isAdFile, isVodFile, readFixture, sendBuffer } from './files';
import { CACHE, CONTENT_TYPES, notFound, sendError, setMediaHeaders } from './http';
import { LIVE_KEY, liveMasterPlaylist, liveMediaPlaylist, liveSourceFor, loadSources } from './live';
import { bannerSvg, logoSvg, posterSvg } from './svg';
import { VAST_TAGS, VOD_ASSETS, type VastTag, type VodAsset } from './urls';
import { TrackingLog, vastDocument } from './vast';

export type MediaPluginOptions = {
  /** The API's public origin as browsers reach it, e.g. http://localhost:4000 (used in VAST URLs). */
  publicBase: string;
  /** Clock for the live simulation; tests inject one instead of sleeping. */
  now?: () => number;
};

type Query = Record<string, string | string[] | undefined>;
const first = (q: Query, key: string): string => {
  const v = q[key];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

const isVodAsset = (s: string): s is VodAsset => (VOD_ASSETS as readonly string[]).includes(s);
const isVastTag = (s: string): s is VastTag => (VAST_TAGS as readonly string[]).includes(s);

const SEED = /^[^/\\]{1,128}$/;
const TRACK_AD = /^[a-z0-9-]{1,64}$/;
const TRACK_EV = /^[A-Za-z]{1,32}$/;
/** The smallest transparent GIF: what ad SDKs expect from a tracking pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export default async function mediaPlugin(app: FastifyInstance, opts: MediaPluginOptions): Promise<void> {
  const publicBase = opts.publicBase.replace(/\/+$/, '');
  const now = opts.now ?? Date.now;
  const sources = await loadSources();
  const hits = new TrackingLog();

  app.addHook('onRequest', async (_req, reply) => {
    setMediaHeaders(reply);
  });

  // Preflight for DELETE /media/vast/hits and Range requests made with fetch().
  app.options('/media/*', async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, DELETE, OPTIONS')
      .header('access-control-allow-headers', 'range, content-type')
      .header('access-control-max-age', '86400')
      .send(),
  );

  // ---- VOD: the committed fixture files --------------------------------------------------------
  app.get<{ Params: { asset: string; '*': string } }>('/media/vod/:asset/*', async (req, reply) => {
    const { asset, '*': rel } = req.params;
    if (!isVodAsset(asset) || !isVodFile(rel)) return notFound(reply);
    return serveFixture(req, reply, ['vod', asset, rel]);
  });

  // ---- Live: sliding windows computed from the clock -------------------------------------------
  app.get<{ Params: { key: string } }>('/media/live/:key/master.m3u8', async (req, reply) => {
    const source = LIVE_KEY.test(req.params.key) ? sources.get(liveSourceFor(req.params.key)) : undefined;
    if (!source) return notFound(reply, 'Unknown live stream');
    return reply.header('content-type', CONTENT_TYPES.m3u8).header('cache-control', CACHE.live).send(liveMasterPlaylist(source));
  });

  app.get<{ Params: { key: string; rendition: string } }>('/media/live/:key/:rendition/index.m3u8', async (req, reply) => {
    const source = LIVE_KEY.test(req.params.key) ? sources.get(liveSourceFor(req.params.key)) : undefined;
    const rendition = source?.renditions.find((r) => r.name === req.params.rendition);
    if (!source || !rendition) return notFound(reply, 'Unknown live stream');
    return reply.header('content-type', CONTENT_TYPES.m3u8).header('cache-control', CACHE.live).send(liveMediaPlaylist(source, rendition, now()));
  });

  // ---- VAST and ad tracking ---------------------------------------------------------------------
  app.get<{ Querystring: Query }>('/media/vast/track', async (req, reply) => {
    const ad = first(req.query, 'ad');
    const ev = first(req.query, 'ev');
    if (!TRACK_AD.test(ad) || !TRACK_EV.test(ev)) return sendError(reply, 400, 'validation_error', 'ad and ev are required');
    hits.record(ad, ev, new Date(now()));
    return reply.header('content-type', CONTENT_TYPES.gif).header('cache-control', CACHE.none).send(PIXEL);
  });

  app.get('/media/vast/hits', async (_req, reply) => reply.header('cache-control', CACHE.none).send(hits.list()));

  app.delete('/media/vast/hits', async (_req, reply) => {
    hits.clear();
    return reply.code(204).header('cache-control', CACHE.none).send();
  });

  app.get<{ Params: { file: string } }>('/media/vast/:file', async (req, reply) => {
    const tag = req.params.file.replace(/\.xml$/, '');
    if (!req.params.file.endsWith('.xml') || !isVastTag(tag)) return notFound(reply, 'Unknown VAST tag');
    // no-store: ad decisions are per request in real ad servers, and tests re-fetch freely.
    return reply.header('content-type', CONTENT_TYPES.xml).header('cache-control', CACHE.none).send(vastDocument(tag, publicBase));
  });

  app.get<{ Params: { file: string } }>('/media/ads/:file', async (req, reply) => {
    if (!isAdFile(req.params.file)) return notFound(reply);
    return serveFixture(req, reply, ['ads', req.params.file]);
  });

  // ---- Generated artwork ------------------------------------------------------------------------
  app.get<{ Params: { kind: string; file: string }; Querystring: Query }>('/media/img/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const seed = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!SEED.test(seed)) return notFound(reply, 'Unknown image');
    const q = req.query;
    let body: string;
    if (kind === 'poster') body = posterSvg(seed, first(q, 'title'));
    else if (kind === 'logo') body = logoSvg(seed, first(q, 'color') || undefined, first(q, 'text'));
    else if (kind === 'banner') body = bannerSvg(seed, first(q, 'title'), first(q, 'variant') === 'mobile' ? 'mobile' : 'wide');
    else return notFound(reply, 'Unknown image');
    // Opened directly (not via <img>), an SVG is a document: forbid scripts even if escaping failed.
    return reply
      .header('content-type', CONTENT_TYPES.svg)
      .header('cache-control', CACHE.image)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body);
  });

  // Anything else under /media answers the API's error envelope (with CORS, unlike a default 404).
  app.get('/media/*', async (_req, reply) => notFound(reply));
}

async function serveFixture(req: FastifyRequest, reply: FastifyReply, parts: string[]): Promise<FastifyReply> {
  const abs = fixturePath(...parts);
  const file = parts[parts.length - 1] ?? '';
  const ext = extOf(file);
  const body = abs && ext ? await readFixture(abs) : null;
  if (!body || !ext) return notFound(reply);
  return sendBuffer(req, reply, body, ext, ext === 'm3u8' ? CACHE.vodPlaylist : CACHE.vodMedia);
}
