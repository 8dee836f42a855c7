/** Serving the committed fixture files: strict path whitelist, in-memory cache, HTTP Range. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fnv1a } from './hash';
import { CONTENT_TYPES, type MediaExt, sendError } from './http';

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/**
 * What may follow /media/vod/{asset}/. A whitelist instead of path normalisation: anything else
 * (dot segments, encoded slashes, backslashes, NUL) simply does not match.
 */
const VOD_FILE = /^(?:master\.m3u8|\d{3}p\/(?:index\.m3u8|seg-\d{3}\.ts)|subs\/[a-z]{2}(?:-\d{3}\.vtt|\.m3u8))$/;
const AD_FILE = /^[a-z0-9-]{1,40}\.mp4$/;

export const isVodFile = (rel: string): boolean => VOD_FILE.test(rel);
export const isAdFile = (file: string): boolean => AD_FILE.test(file);

/** Resolves inside FIXTURES_DIR or returns null (belt and braces behind the whitelists). */
export function fixturePath(...parts: string[]): string | null {
  const abs = path.resolve(FIXTURES_DIR, ...parts);
  return abs.startsWith(FIXTURES_DIR) ? abs : null;
}

export function extOf(file: string): MediaExt | null {
  const ext = path.extname(file).slice(1);
  return ext in CONTENT_TYPES ? (ext as MediaExt) : null;
}

/** Fixtures total a few MB and never change while the server runs: read each file once. */
const cache = new Map<string, Promise<Buffer | null>>();

export function readFixture(abs: string): Promise<Buffer | null> {
  let hit = cache.get(abs);
  if (!hit) {
    hit = readFile(abs).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR') return null;
      throw err;
    });
    cache.set(abs, hit);
  }
  return hit;
}

type ByteRange = { start: number; end: number };

/** Parses a single `bytes=` range (what media elements send). null = ignore header, 'bad' = 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null; // multi-range or junk: answer the whole file, as RFC 9110 allows
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'bad';
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'bad';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'bad';
  return { start, end };
}

/** Sends a buffer with validators and Range support (Chromium plays <video> only with 206). */
export function sendBuffer(req: FastifyRequest, reply: FastifyReply, body: Buffer, ext: MediaExt, cacheControl: string): FastifyReply {
  const etag = `"${body.length.toString(16)}-${hashBuffer(body)}"`;
  reply.header('content-type', CONTENT_TYPES[ext]).header('cache-control', cacheControl).header('etag', etag).header('accept-ranges', 'bytes');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(req.headers.range, body.length);
  if (range === 'bad') {
    reply.header('content-range', `bytes */${body.length}`);
    return sendError(reply, 416, 'validation_error', 'Range not satisfiable');
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
    return reply.send(body.subarray(range.start, range.end + 1));
  }
  return reply.send(body);
}

/** ETags from the content (files are small and read once), stable across checkouts unlike mtimes. */
const etags = new WeakMap<Buffer, string>();
function hashBuffer(body: Buffer): string {
  let tag = etags.get(body);
  if (!tag) {
    tag = fnv1a(body).toString(16);
    etags.set(body, tag);
  }
  return tag;
}
