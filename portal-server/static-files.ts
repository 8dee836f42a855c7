/**
 * The build's static files (/_next/static/…), served by the portal server from the build folder as
 * `npm run build` left them: compressed once at build time (precompress.ts), so a request
 * costs a lookup, never a compression. Every file's name carries its content hash: cached for good.
 * What is not a file here (or not a plain path) goes on to Next.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { baseSecurityHeaders, nonPageSecurityHeaders } from '@/lib/security/headers';
import { preferredEncoding } from './page-version';

export const STATIC_PREFIX = '/_next/static/';
/** The files worth compressing (the rest, fonts and images, are compressed already). */
export const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|map)$/;

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

interface StaticFile {
  type: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

export function createStaticFiles({ distDir, production }: { distDir: string; production: boolean }) {
  const root = join(distDir, 'static');
  const headers = { ...baseSecurityHeaders({ production }), ...nonPageSecurityHeaders({ production }) };
  // A few hundred files of a few MB in all: read once, kept.
  const files = new Map<string, StaticFile | null>();

  function load(relative: string): StaticFile | null {
    const type = TYPES[relative.split('.').pop() ?? ''];
    const file = normalize(join(root, relative));
    if (!type || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
    const beside = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    return { type, bodies: { identity: readFileSync(file), br: beside('.br'), gzip: beside('.gz') } };
  }

  return {
    /** Sends the file a request names; false when it names none (Next answers instead). */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false;
      const path = req.url.split('?')[0]!.slice(STATIC_PREFIX.length);
      // Only plain names: anything encoded, hidden or climbing is Next's (and the proxy's) to answer.
      if (!/^[\w./-]+$/.test(path) || path.split('/').some((part) => part.startsWith('.'))) return false;
      if (!files.has(path)) files.set(path, load(path));
      const file = files.get(path);
      if (!file) return false;
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      const body = (encoding !== 'identity' && file.bodies[encoding]) || file.bodies.identity;
      res.writeHead(200, {
        ...headers,
        'content-type': file.type,
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        ...(body === file.bodies.identity ? {} : { 'content-encoding': encoding }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
