/**
 * The stream engine's recovery from a decode error (lib/player/engine/stream-engine.ts): hls.js'
 * recovery gives the <video> a new source, which pauses it, so a stream that was playing plays on
 * once hls.js has attached again; one that was paused stays paused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: string, data: unknown) => void;

class FakeHls {
  static instances: FakeHls[] = [];
  static Events = {
    MANIFEST_PARSED: 'm',
    SUBTITLE_TRACKS_UPDATED: 's',
    SUBTITLE_TRACK_SWITCH: 't',
    LEVEL_LOADED: 'l',
    LEVEL_SWITCHED: 'w',
    ERROR: 'e',
    MEDIA_ATTACHED: 'a',
  };
  static isSupported = () => true;
  config: Record<string, unknown> = {};
  levels = [];
  media: HTMLVideoElement | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor() {
    FakeHls.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown = {}) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource() {}
  attachMedia(media: HTMLVideoElement) {
    this.media = media;
  }
  /** As hls.js: a new source for the element (which pauses it), attached a moment later. */
  recoverMediaError() {
    Object.defineProperty(this.media, 'paused', { value: true, configurable: true });
  }
  stopLoad() {}
  destroy() {}
}

vi.mock('@/lib/player/engine/hls-loader', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadHlsScript: async () => FakeHls,
}));

const { StreamEngine } = await import('@/lib/player/engine/stream-engine');

function playingVideo(paused: boolean) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'paused', { value: paused, configurable: true });
  Object.defineProperty(video, 'ended', { value: false, configurable: true });
  video.canPlayType = () => '';
  video.play = vi.fn(async () => undefined);
  return video;
}

async function engineOn(video: HTMLVideoElement) {
  const engine = new StreamEngine();
  engine.attach(video);
  engine.load({ url: 'https://media.test/live.m3u8' });
  await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  const hls = FakeHls.instances[0]!;
  hls.emit(FakeHls.Events.MEDIA_ATTACHED);
  return hls;
}

const decodeError = { type: 'mediaError', details: 'bufferAppendError', fatal: true };

describe('StreamEngine after a fatal decode error', () => {
  beforeEach(() => {
    FakeHls.instances = [];
    (window as unknown as { MediaSource: unknown }).MediaSource = { isTypeSupported: () => true };
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays on once hls.js has attached the element again, if it was playing', async () => {
    const video = playingVideo(false);
    const hls = await engineOn(video);
    hls.emit(FakeHls.Events.ERROR, decodeError);
    expect(video.play).not.toHaveBeenCalled();
    hls.emit(FakeHls.Events.MEDIA_ATTACHED);
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('stays paused if it was paused', async () => {
    const video = playingVideo(true);
    const hls = await engineOn(video);
    hls.emit(FakeHls.Events.ERROR, decodeError);
    hls.emit(FakeHls.Events.MEDIA_ATTACHED);
    expect(video.play).not.toHaveBeenCalled();
  });
});
