/**
 * A tenant's brand files (docs/white-label.md): logos, icon and share image in a folder of the
 * tenants folder, named in its file from there ("demo/logo.svg"). Checked when the tenants are read
 * (a missing or oversized file stops the start, naming the field), and served by app/brand-files
 * under a name with the content's hash, so that a page can let browsers and CDNs keep them for good.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from './schema';

/** A logo or icon larger than this is a mistake (an uncompressed export), not a brand. */
export const MAX_ASSET_BYTES = 512 * 1024;

export const ASSET_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp' };

/** The tenants folder, where the files are named from. */
export const tenantsDir = () => path.join(process.cwd(), 'tenants');

/** The brand fields that name a file, with their values. */
export function brandFiles(tenant: Pick<TenantConfig, 'brand'>): { field: string; file: string }[] {
  const { logo, icon, share_image: share } = tenant.brand;
  return [
    ...(logo ? [{ field: 'brand.logo.file', file: logo.file }] : []),
    ...(logo?.dark ? [{ field: 'brand.logo.dark', file: logo.dark }] : []),
    ...(icon ? [{ field: 'brand.icon', file: icon }] : []),
    ...(share ? [{ field: 'brand.share_image', file: share }] : []),
  ];
}

/** What is wrong with a brand file (missing, too large), or null. */
export function assetProblem(file: string, dir = tenantsDir()): string | null {
  let size: number;
  try {
    size = fs.statSync(path.join(/*turbopackIgnore: true*/ dir, file)).size;
  } catch {
    return `names ${file}, which is not in ${dir}`;
  }
  return size > MAX_ASSET_BYTES ? `names ${file}, ${Math.round(size / 1024)} KiB: larger than ${MAX_ASSET_BYTES / 1024} KiB` : null;
}

export interface BrandAsset {
  body: Buffer;
  type: string;
  /** The first 10 hex digits of its SHA-256. */
  hash: string;
}

/**
 * Read once per process and shared by its bundles (globalThis, as lib/tenant/registry.ts keeps the
 * tenants); a reload of the tenants empties it.
 */
const ASSETS = Symbol.for('portal.brandAssets');
const cache = ((globalThis as typeof globalThis & { [ASSETS]?: Map<string, BrandAsset | null> })[ASSETS] ??= new Map());

export function clearBrandAssets(): void {
  cache.clear();
}

export function readAsset(file: string, dir = tenantsDir()): BrandAsset | null {
  const key = path.join(/*turbopackIgnore: true*/ dir, file);
  if (!cache.has(key)) {
    try {
      const body = fs.readFileSync(/*turbopackIgnore: true*/ key);
      cache.set(key, {
        body,
        type: ASSET_TYPES[path.extname(file).slice(1)]!,
        hash: createHash('sha256').update(body).digest('hex').slice(0, 10),
      });
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key)!;
}

/** The address of a brand file: /brand-files/<folder>/<name>.<hash>.<ext>. */
export function assetUrl(file: string): string {
  const asset = readAsset(file);
  const [folder, name] = file.split('/') as [string, string];
  const dot = name.lastIndexOf('.');
  return `/brand-files/${folder}/${name.slice(0, dot)}.${asset?.hash ?? 'missing'}${name.slice(dot)}`;
}

/** The file an address names, and whether its hash is the file's current one. */
export function assetForUrl(folder: string, name: string): { asset: BrandAsset; current: boolean } | null {
  const match = /^([\w-]+)\.([0-9a-f]{10}|missing)\.(svg|png|webp)$/.exec(name);
  if (!match || !/^[a-z0-9-]+$/.test(folder)) return null;
  const asset = readAsset(`${folder}/${match[1]}.${match[3]}`);
  return asset ? { asset, current: asset.hash === match[2] } : null;
}

/** The file as a data: address, for pages that must show it without another request (the 503 page). */
export function assetDataUrl(file: string): string | null {
  const asset = readAsset(file);
  return asset ? `data:${asset.type};base64,${asset.body.toString('base64')}` : null;
}

/** A brand image's own width and height (an SVG's viewBox or size, a PNG's header), so a page can reserve its box. */
export function assetSize(file: string): { width: number; height: number } | null {
  const asset = readAsset(file);
  if (!asset) return null;
  if (asset.type === 'image/png' && asset.body.length >= 24) return { width: asset.body.readUInt32BE(16), height: asset.body.readUInt32BE(20) };
  if (asset.type !== 'image/svg+xml') return null;
  const root = /<svg\b[^>]*>/i.exec(asset.body.toString('utf8'))?.[0] ?? '';
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(root);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = /\bwidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1];
  const height = /\bheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}
