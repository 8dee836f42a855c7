/**
 * Low-latency HLS parts of the live simulation (docs/fan-features.md "Low-latency live"): each 2 s
 * MPEG-TS segment is cut into byte ranges of about PART_SECONDS each, at the start of the first video
 * frame (PES) whose timestamp reaches the part's time, so a part holds whole frames and the first part
 * of a segment begins with its keyframe. The cuts are read from the fixtures once, at start.
 */
const PACKET = 188;
const CLOCK = 90_000;
/** The parts' target: LL-HLS asks for at least 0.2 s; four parts to a 2 s segment. */
export const PART_SECONDS = 0.5;

export interface Part {
  /** Byte offset and length in the segment file. */
  offset: number;
  length: number;
  /** Seconds. */
  duration: number;
  /** The segment's first part: it starts with a keyframe. */
  independent: boolean;
}

/** The video PES starts of a transport stream: byte offset of the packet, and its presentation time. */
function videoFrames(ts: Uint8Array): { offset: number; pts: number }[] {
  const frames: { offset: number; pts: number }[] = [];
  for (let at = 0; at + PACKET <= ts.length; at += PACKET) {
    if (ts[at] !== 0x47 || !(ts[at + 1]! & 0x40)) continue;
    const control = (ts[at + 3]! >> 4) & 0x3;
    if (!(control & 0x1)) continue;
    const start = at + 4 + (control & 0x2 ? 1 + ts[at + 4]! : 0);
    // A PES packet of a video stream (stream id 0xE0–0xEF) with a presentation time.
    if (ts[start] !== 0 || ts[start + 1] !== 0 || ts[start + 2] !== 1 || (ts[start + 3]! & 0xf0) !== 0xe0) continue;
    if (!(ts[start + 7]! & 0x80)) continue;
    // 33 bits over five bytes, with marker bits (ISO/IEC 13818-1 §2.4.3.7).
    const [b0, b1, b2, b3, b4] = [ts[start + 9]!, ts[start + 10]!, ts[start + 11]!, ts[start + 12]!, ts[start + 13]!];
    const pts = ((b0 >> 1) & 0x7) * 2 ** 30 + (b1 << 22) + ((b2 >> 1) << 15) + (b3 << 7) + (b4 >> 1);
    frames.push({ offset: at, pts });
  }
  return frames;
}

/** A segment's parts; the durations add up to `segmentSeconds`. */
export function cutParts(ts: Uint8Array, segmentSeconds: number): Part[] {
  const frames = videoFrames(ts);
  const first = frames[0];
  if (!first) throw new Error('a segment without video frames');
  const cuts = [{ offset: 0, pts: first.pts }];
  const count = Math.round(segmentSeconds / PART_SECONDS);
  for (let k = 1; k < count; k++) {
    const frame = frames.find((f) => f.pts - first.pts >= k * PART_SECONDS * CLOCK - 1);
    if (frame && frame.offset > cuts.at(-1)!.offset) cuts.push(frame);
  }
  return cuts.map((cut, i) => {
    const next = cuts[i + 1];
    const end = next ? next.offset : ts.length;
    const duration = next ? (next.pts - cut.pts) / CLOCK : segmentSeconds - (cut.pts - first.pts) / CLOCK;
    return { offset: cut.offset, length: end - cut.offset, duration: Math.round(duration * 1000) / 1000, independent: i === 0 };
  });
}
