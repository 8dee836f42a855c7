/**
 * hls.js as a plain script (lib/player/hls-asset.ts), followed by the player's early start: the
 * server-rendered player puts it in <head> to start the stream before the app has hydrated
 * (lib/player/engine/early-start.ts), which a bundler chunk with a hashed name cannot do;
 * the player loads the same file, so the browser fetches it once. It starts with the compile hint
 * (lib/compile-hint.ts): hls.js' functions compile as the file streams in, off the main thread.
 * (The server's compression applies as to any response: Next drops a route's own Content-Encoding.)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPILE_HINT } from '@/lib/compile-hint';
import { earlyStartSource } from '@/lib/player/engine/early-start';
import { HLS_ASSET } from '@/lib/player/hls-asset';

let file: Promise<Buffer> | null = null;

export async function GET(_request: Request, { params }: RouteContext<'/vendor/[asset]'>) {
  if ((await params).asset !== HLS_ASSET) return new Response('Not found', { status: 404 });
  file ??= readFile(join(process.cwd(), 'node_modules/hls.js/dist/hls.min.js')).then((hls) =>
    Buffer.concat([Buffer.from(COMPILE_HINT), hls, Buffer.from(earlyStartSource())]),
  );
  return new Response(new Uint8Array(await file), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
