/**
 * The generated artwork as WebP, the way a real platform serves its images. A browser renders each
 * SVG image as a document of its own on the page's main thread (parse, style, layout, paint), where
 * a raster image decodes off it: on a front page of a few dozen cards that is half the load's
 * blocking time on a mid-range phone (docs/performance.md "The demo's artwork").
 *
 * Rendering takes sharp (libvips, on libuv's thread pool, not the event loop) 10–40 ms, so each
 * drawing is rendered once and kept: the drawing's text is the key, as the image is a pure function
 * of it. Text is set in the machine's fonts (fontconfig); a machine without any draws the shapes only.
 */
import sharp from 'sharp';

/** A few thousand images of a few KB each: the demo catalogue's whole artwork, several times over. */
const MAX_ENTRIES = 2_000;
const cache = new Map<string, Promise<Buffer>>();

/** `scale` 0.5 renders a 1280×720 drawing at 640×360 (SVG's 72 dpi is scale 1). */
export function rasterize(svg: string, scale = 1): Promise<Buffer> {
  const key = `${scale}\n${svg}`;
  const hit = cache.get(key);
  if (hit) {
    // Least recently used goes first: a Map iterates in insertion order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rendered = sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: 75 })
    .toBuffer();
  cache.set(key, rendered);
  rendered.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}
