/** The early start of the server-rendered player (lib/player/engine/early-start.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyStartSource, earlyStreamData, playerVideoHtml, takeEarlyStream } from '@/lib/player/engine/early-start';
import { CATCH_UP_RATE, hlsConfig, type EarlyStream } from '@/lib/player/engine/hls-loader';

describe('playerVideoHtml', () => {
  it('is a bare <video> with its poster escaped', () => {
    const html = playerVideoHtml({ poster: 'https://img.test/p.svg?a=1&title="x"<y>', early: false });
    expect(html).toBe(
      '<video class="absolute inset-0 size-full object-contain" playsinline preload="auto" poster="https://img.test/p.svg?a=1&amp;title=&quot;x&quot;&lt;y>"></video>',
    );
  });

  it('marks the <video> the early stream attaches to', () => {
    expect(playerVideoHtml({ poster: null, early: true })).toBe(
      '<video class="absolute inset-0 size-full object-contain" playsinline preload="auto" data-early-stream></video>',
    );
  });
});

describe('earlyStreamData', () => {
  it('carries the stream, the player settings with the start position, and whether to play', () => {
    expect(JSON.parse(earlyStreamData({ src: 'https://cdn.test/master.m3u8', startAt: 42, play: false, latencyTarget: null }))).toEqual({
      src: 'https://cdn.test/master.m3u8',
      config: { ...hlsConfig(null), startPosition: 42 },
      play: false,
    });
    expect(JSON.parse(earlyStreamData({ src: 'https://cdn.test/live.m3u8', play: true, latencyTarget: null })).config.startPosition).toBe(-1);
  });

  it('starts a low-latency playlist at its latency target, with catch-up, and the standard one three segments back', () => {
    const low = JSON.parse(earlyStreamData({ src: 'https://cdn.test/master-ll.m3u8', play: true, latencyTarget: 3 })) as { config: Record<string, unknown> };
    expect(low.config).toMatchObject({ lowLatencyMode: true, liveSyncDuration: 3, maxLiveSyncPlaybackRate: CATCH_UP_RATE });
    // hls.js refuses a configuration that mixes the two ways of saying the latency.
    expect(low.config).not.toHaveProperty('liveSyncDurationCount');
    expect(hlsConfig(null)).toMatchObject({ liveSyncDurationCount: 3 });
    expect(hlsConfig(null)).not.toHaveProperty('liveSyncDuration');
  });
});

describe('earlyStartSource', () => {
  it('is a statement of its own after hls.js, whose last line is a comment', () => {
    const source = earlyStartSource();
    expect(source.startsWith('\n;(function')).toBe(true);
    expect(source).toContain('(document.currentScript,{playWithFallback:');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('earlyStart in a page', () => {
  it('runs on its own after hls.js (no closures): starts the stream in the marked <video>', () => {
    const calls: string[] = [];
    const video = { canPlayType: () => '' };
    class FakeHls {
      static isSupported = () => true;
      static Events = { ERROR: 'error', MEDIA_ATTACHED: 'attached' };
      on() {}
      once() {}
      loadSource(src: string) {
        calls.push(`load ${src}`);
      }
      attachMedia(media: unknown) {
        calls.push(`attach ${media === video ? 'the video' : 'another'}`);
      }
    }
    const stream = earlyStreamData({ src: 'https://cdn.test/master.m3u8', play: false, latencyTarget: null });
    const page = { Hls: FakeHls, MediaSource: { isTypeSupported: () => true }, __player: undefined as { early?: { url: string } } | undefined };
    const document = {
      readyState: 'loading',
      currentScript: { dataset: { stream } },
      createElement: () => video,
      querySelector: (selector: string) => (selector === 'video[data-early-stream]' ? video : null),
    };
    new Function('window', 'document', earlyStartSource())(page, document);
    expect(calls).toEqual(['load https://cdn.test/master.m3u8', 'attach the video']);
    expect(page.__player?.early?.url).toBe('https://cdn.test/master.m3u8');
  });
});

describe('takeEarlyStream', () => {
  const video = {} as HTMLVideoElement;
  const stream = (over: Partial<EarlyStream> = {}): EarlyStream => ({
    video,
    url: 'https://cdn.test/a.m3u8',
    hls: { destroy: vi.fn() } as unknown as EarlyStream['hls'],
    attached: true,
    failed: false,
    play: null,
    ...over,
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands the stream of this <video> and URL over once', () => {
    const early = stream();
    vi.stubGlobal('window', { __player: { early } });
    expect(takeEarlyStream(video, 'https://cdn.test/a.m3u8')).toBe(early);
    expect(takeEarlyStream(video, 'https://cdn.test/a.m3u8')).toBeNull();
    expect(early.hls?.destroy).not.toHaveBeenCalled();
  });

  it.each([
    ['another URL', stream(), 'https://cdn.test/b.m3u8'],
    ['a fatal error', stream({ failed: true }), 'https://cdn.test/a.m3u8'],
    ['another <video>', stream({ video: {} as HTMLVideoElement }), 'https://cdn.test/a.m3u8'],
    ['no <video> found', stream({ video: null }), 'https://cdn.test/a.m3u8'],
  ])('drops and stops it after %s', (_case, early, url) => {
    vi.stubGlobal('window', { __player: { early } });
    expect(takeEarlyStream(video, url)).toBeNull();
    expect(early.hls?.destroy).toHaveBeenCalledOnce();
  });

  it('is nothing when no stream was started, and stops a later hls.js from starting one', () => {
    const shared: NonNullable<Window['__player']> = {};
    vi.stubGlobal('window', { __player: shared });
    expect(takeEarlyStream(video, 'https://cdn.test/a.m3u8')).toBeNull();
    expect(shared.early).toBeNull();
  });
});
