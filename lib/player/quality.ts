/** Quality menu entries from the stream's renditions (hls.js levels), highest first, plus 'auto'. */

export interface RenditionInfo {
  /** Index in the engine's level list (what the engine is told to switch to). */
  index: number;
  height: number;
  bitrate: number;
}

export interface QualityOption {
  /** -1 is automatic (adaptive bitrate). */
  index: number;
  /** '720p', or '720p · 3.2 Mbps' when two renditions share a height; null for auto. */
  label: string | null;
}

const mbps = (bps: number) => `${(bps / 1_000_000).toFixed(bps >= 10_000_000 ? 0 : 1)} Mbps`;
const kbpsOrMbps = (bps: number) => (bps >= 1_000_000 ? mbps(bps) : `${Math.round(bps / 1000)} kbps`);

export function qualityOptions(levels: readonly RenditionInfo[]): QualityOption[] {
  const sorted = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  const heights = new Map<number, number>();
  for (const l of sorted) heights.set(l.height, (heights.get(l.height) ?? 0) + 1);
  const options: QualityOption[] = sorted.map((l) => {
    const base = l.height > 0 ? `${l.height}p` : kbpsOrMbps(l.bitrate);
    const shared = l.height > 0 && (heights.get(l.height) ?? 0) > 1;
    return { index: l.index, label: shared ? `${base} · ${kbpsOrMbps(l.bitrate)}` : base };
  });
  // A single rendition leaves nothing to choose: the menu offers just 'auto'.
  return [{ index: -1, label: null }, ...(options.length > 1 ? options : [])];
}

/** The label of a level index ('360p'), for 'Auto (360p)'. */
export function labelOfLevel(levels: readonly RenditionInfo[], index: number): string | null {
  const level = levels.find((l) => l.index === index);
  if (!level) return null;
  return level.height > 0 ? `${level.height}p` : kbpsOrMbps(level.bitrate);
}

/**
 * The highest rendition no taller than `maxHeight` device pixels, else the lowest one: a picture
 * among several (multiview) never downloads more pixels than its place on screen shows. -1 when
 * there are no renditions. (hls.js' capLevelToPlayerSize picks the first rendition at least as
 * large as the player, one above this.)
 */
export function levelForHeight(levels: readonly RenditionInfo[], maxHeight: number): number {
  if (levels.length === 0) return -1;
  const byHeight = [...levels].sort((a, b) => a.height - b.height || a.bitrate - b.bitrate);
  const fitting = byHeight.filter((l) => l.height <= maxHeight);
  return (fitting.at(-1) ?? byHeight[0]!).index;
}
