/**
 * The media plugin of the reference API: HLS VOD fixtures and simulated live streams behind signed
 * addresses, VAST tags with a tracking sink, the pre-roll file and generated artwork (SVG drawings,
 * and the WebP rendered from them), all under /media (see README.md).
 * Deliberately encapsulated (no fastify-plugin): its CORS and cache hooks must not leak into the
 * JSON API, whose CORS is limited to the portal origins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extOf, fixturePath, isAdFile, isVodFile, readFixture, sendBuffer } from './files';
import { CACHE, CONTENT_TYPES, notFound, sendError, setMediaHeaders } from './http';
import {
  LIVE_KEY,
  MAX_BLOCK_MS,
  blockingTarget,
  liveLowLatencyMasterPlaylist,
  liveLowLatencyPlaylist,
  liveMasterPlaylist,
  liveMediaPlaylist,
  liveSourceFor,
  loadSources,
} from './live';
import { rasterize } from './raster';
import { scopeAllows, type MediaScope, type MediaSigner } from './signing';
import { bannerSvg, logoSvg, posterSvg } from './svg';
import { VAST_TAGS, VOD_ASSETS, type VastTag, type VodAsset } from './urls';
import { TrackingLog, vastDocument } from './vast';

export type MediaPluginOptions = {
  /** The API's public origin as browsers reach it, e.g. http://localhost:4000 (used in VAST URLs). */
  publicBase: string;
  /** Clock for the live simulation; tests inject one instead of sleeping. */
  now?: () => number;
  /** How a blocking playlist request waits (tests inject one that moves their clock). */
  sleep?: (ms: number) => Promise<void>;
  /** Checks the tokens of /media/s/{token}/… (the same signer the API signs answers with). */
  signer: MediaSigner;
  /** The operator's key check for reading and clearing the ad tracking log (the API's, with its wrong-key limit: operatorCheck). */
  operatorCheck: (req: FastifyRequest) => Promise<void>;
  /**
   * The test page's door (/media/dev/{live|vod}/{name}/master.m3u8 → 302 to a signed address), for
   * any stream without an event. Never in production: it signs whatever it is asked for.
   */
  devSigning?: boolean;
};

type Query = Record<string, string | string[] | undefined>;
const first = (q: Query, key: string): string => {
  const v = q[key];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** A blocking request's _HLS_msn or _HLS_part: absent, or a whole number (anything else is refused). */
const SEQUENCE = /^\d{1,9}$/;
const sequenceOf = (q: Query, key: string): number | undefined | 'bad' => {
  const v = first(q, key);
  if (v === '') return undefined;
  return SEQUENCE.test(v) ? Number(v) : 'bad';
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
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
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
      .header('access-control-allow-headers', 'range, content-type, x-admin-key')
      .header('access-control-max-age', '86400')
      .send(),
  );

  // ---- Streams: every playlist and segment under a signed address --------------------------------
  app.get<{ Params: { token: string; '*': string }; Querystring: Query }>('/media/s/:token/*', async (req, reply) => {
    const token = opts.signer.verify(req.params.token);
    if (!token) return sendError(reply, 403, 'forbidden', 'Invalid or expired media signature');
    const m = /^(live|vod)\/([^/]+)\/(.+)$/.exec(req.params['*']);
    if (!m) return notFound(reply);
    const [, kind = '', name = '', rel = ''] = m;
    const requested: MediaScope = { kind: kind === 'live' ? 'live' : 'vod', name };
    if (!scopeAllows(token, requested)) return sendError(reply, 403, 'forbidden', 'The media signature does not cover this stream');
    if (requested.kind === 'vod') {
      if (!isVodAsset(name) || !isVodFile(rel)) return notFound(reply);
      return serveFixture(req, reply, ['vod', name, rel]);
    }
    const source = LIVE_KEY.test(name) ? sources.get(liveSourceFor(name)) : undefined;
    if (!source) return notFound(reply, 'Unknown live stream');
    if (rel === 'master.m3u8') return sendLive(reply, liveMasterPlaylist(source));
    if (rel === 'master-ll.m3u8') return sendLive(reply, liveLowLatencyMasterPlaylist(source));
    const [, rendition, file] = /^([^/]+)\/(index|ll)\.m3u8$/.exec(rel) ?? [];
    const found = rendition === undefined ? undefined : source.renditions.find((r) => r.name === rendition);
    if (!found) return notFound(reply, 'Unknown live stream');
    if (file === 'index') return sendLive(reply, liveMediaPlaylist(source, found, now(), token.exp * 1000));
    // Low latency (docs/fan-features.md "Low-latency live"): a request for a part not there yet is
    // held until the clock reaches it, up to three target durations ahead.
    const msn = sequenceOf(req.query, '_HLS_msn');
    const part = sequenceOf(req.query, '_HLS_part');
    if (msn === 'bad' || part === 'bad' || (part !== undefined && msn === undefined)) {
      return sendError(reply, 400, 'validation_error', '_HLS_msn and _HLS_part are whole numbers, and _HLS_part needs _HLS_msn');
    }
    if (msn !== undefined) {
      const wait = blockingTarget(found, msn, part) - now();
      if (wait > MAX_BLOCK_MS) return sendError(reply, 400, 'validation_error', 'That part is too far ahead of the live edge');
      if (wait > 0) await sleep(wait);
    }
    return sendLive(reply, liveLowLatencyPlaylist(source, found, now(), token.exp * 1000));
  });

  if (opts.devSigning) {
    app.get<{ Params: { kind: string; name: string } }>('/media/dev/:kind/:name/master.m3u8', async (req, reply) => {
      const { kind, name } = req.params;
      const known = kind === 'live' ? LIVE_KEY.test(name) : kind === 'vod' && isVodAsset(name);
      if (!known) return notFound(reply);
      const signed = opts.signer.sign(`${publicBase}/media/${kind}/${name}/master.m3u8`, 'dev');
      // Relative, so the browser stays on whatever origin or proxy it reached the API through.
      return reply.code(302).header('cache-control', CACHE.none).header('location', signed.slice(publicBase.length)).send();
    });
  }

  // ---- VAST and ad tracking ---------------------------------------------------------------------
  app.get<{ Querystring: Query }>('/media/vast/track', async (req, reply) => {
    const ad = first(req.query, 'ad');
    const ev = first(req.query, 'ev');
    if (!TRACK_AD.test(ad) || !TRACK_EV.test(ev)) return sendError(reply, 400, 'validation_error', 'ad and ev are required');
    hits.record(ad, ev, new Date(now()));
    return reply.header('content-type', CONTENT_TYPES.gif).header('cache-control', CACHE.none).send(PIXEL);
  });

  // The log is the operator's (who saw which ad when): reading or wiping it takes the admin key.
  app.get('/media/vast/hits', { preHandler: opts.operatorCheck }, async (_req, reply) => reply.header('cache-control', CACHE.none).send(hits.list()));

  app.delete('/media/vast/hits', { preHandler: opts.operatorCheck }, async (_req, reply) => {
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
    return serveFixture(req, reply, ['ads', req.params.file], CACHE.ad);
  });

  // ---- Generated artwork ------------------------------------------------------------------------
  app.get<{ Params: { kind: string; file: string }; Querystring: Query }>('/media/img/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const [, seed = '', format] = /^(.*)\.(svg|webp)$/.exec(file) ?? [];
    if (!SEED.test(seed)) return notFound(reply, 'Unknown image');
    const q = req.query;
    let body: string;
    if (kind === 'poster') body = posterSvg(seed, first(q, 'title'));
    else if (kind === 'logo') body = logoSvg(seed, first(q, 'color') || undefined, first(q, 'text'));
    else if (kind === 'banner') body = bannerSvg(seed, first(q, 'title'), first(q, 'variant') === 'mobile' ? 'mobile' : 'wide');
    else return notFound(reply, 'Unknown image');
    reply.header('cache-control', CACHE.image);
    // Posters show as cards, a few hundred pixels wide: half the drawing's size is enough at 2x.
    if (format === 'webp') return reply.header('content-type', CONTENT_TYPES.webp).send(await rasterize(body, kind === 'poster' ? 0.5 : 1));
    // Opened directly (not via <img>), an SVG is a document: forbid scripts even if escaping failed.
    return reply
      .header('content-type', CONTENT_TYPES.svg)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body);
  });

  // Anything else under /media answers the API's error envelope (with CORS, unlike a default 404).
  app.get('/media/*', async (_req, reply) => notFound(reply));
}

const sendLive = (reply: FastifyReply, playlist: string): FastifyReply =>
  reply.header('content-type', CONTENT_TYPES.m3u8).header('cache-control', CACHE.live).send(playlist);

async function serveFixture(req: FastifyRequest, reply: FastifyReply, parts: string[], cacheControl?: string): Promise<FastifyReply> {
  const abs = fixturePath(...parts);
  const file = parts[parts.length - 1] ?? '';
  const ext = extOf(file);
  const body = abs && ext ? await readFixture(abs) : null;
  if (!body || !ext) return notFound(reply);
  return sendBuffer(req, reply, body, ext, cacheControl ?? (ext === 'm3u8' ? CACHE.vodPlaylist : CACHE.vodMedia));
}
