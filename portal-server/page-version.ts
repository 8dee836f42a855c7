/**
 * One page version as the portal server sends it: its colour mode's script first in the head
 * (color-mode-first.ts), its chunks asked for after the first paint (chunks-after-paint.ts), its
 * body compressed (brotli and gzip, beside the plain bytes), its strong ETag, and the CSP completed
 * with the hashes of its scripts (lib/security/script-hashes.ts). A version a cache keeps is made
 * once: every viewer of it gets the same bytes and the same header, however many times it is served.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { withScriptSources } from '@/lib/security/csp';
import { pageScripts, withIntegrity, type IntegrityOf } from '@/lib/security/script-hashes';
import { withChunksAfterFirstPaint } from './chunks-after-paint';
import { withColorModeFirst } from './color-mode-first';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface PageVersion {
  etag: string;
  /** The body in each encoding (a small one only plain). */
  bodies: { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** The page's Content-Security-Policy with its script hashes. */
  policy: string | undefined;
  /** External scripts the policy cannot admit (no integrity): logged, never silently allowed. */
  unhashed: string[];
}

/** Below this a compressed body saves less than its cost. */
const MIN_COMPRESS_BYTES = 1024;

/** The digest that names a version: the same bytes are the same version. */
export const digestOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url');

/**
 * How a body is compressed: a version that is kept (served many times) in both encodings, brotli
 * at quality 9 (on `/`: 16.9 KB in 30 ms, against quality 11's 15.5 KB in 250 ms, each time a page
 * is rendered again); an
 * answer served once only in the encoding its viewer takes, at the quick levels Node's compression
 * middleware uses. Either way on libuv's thread pool, off the event loop.
 */
export type Compression = 'kept' | Encoding;

const compress = (body: Buffer, encoding: Exclude<Encoding, 'identity'>, kept: boolean) =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: kept ? 9 : 6 });

/**
 * The version of `rendered` (answered with `status`) under `policy`, with the chunks' integrity from
 * `integrityOf`. Only a page answered 200 has its chunks held until its first paint: Next's
 * not-found and error answers are drawn by their scripts (their HTML holds the metadata only), so
 * there is no paint to wait for.
 */
export async function makePageVersion(
  rendered: Buffer,
  policy: string | undefined,
  integrityOf: IntegrityOf = () => undefined,
  compression: Compression = 'kept',
  status = 200,
): Promise<PageVersion> {
  // latin1: one character per byte, so the bytes come back exactly as they were.
  const html = withIntegrity(withColorModeFirst(rendered.toString('latin1')), integrityOf);
  const body = Buffer.from(status === 200 ? withChunksAfterFirstPaint(html) : html, 'latin1');
  const scripts = pageScripts(body);
  const encodings: Exclude<Encoding, 'identity'>[] =
    body.length < MIN_COMPRESS_BYTES || compression === 'identity' ? [] : compression === 'kept' ? ['br', 'gzip'] : [compression];
  const compressed = await Promise.all(encodings.map(async (encoding) => [encoding, await compress(body, encoding, compression === 'kept')] as const));
  return {
    etag: `"${digestOf(body).slice(0, 32)}"`,
    bodies: { identity: body, ...Object.fromEntries(compressed) },
    policy: policy === undefined ? undefined : withScriptSources(policy, scripts.sources),
    unhashed: scripts.unhashed,
  };
}

/** The body to send for a request's Accept-Encoding, and its encoding. */
export function bodyFor(version: PageVersion, acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer } {
  const encoding = preferredEncoding(acceptEncoding);
  const body = encoding === 'identity' ? undefined : version.bodies[encoding];
  return body ? { encoding, body } : { encoding: 'identity', body: version.bodies.identity };
}

/** The best encoding a request accepts (no q-value parsing beyond q=0, which refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (or any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
