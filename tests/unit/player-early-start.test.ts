/** The early start of the server-rendered player (components/player/engine/early-start.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerVideoHtml, takeEarlyStream } from '@/components/player/engine/early-start';
import type { EarlyStream } from '@/components/player/engine/hls-loader';

describe('playerVideoHtml', () => {
  it('is a bare <video> with its poster escaped when there is no stream to start', () => {
    const html = playerVideoHtml({ poster: 'https://img.test/p.svg?a=1&title="x"<y>', src: null, play: true });
    expect(html).toBe('<video class="absolute inset-0 size-full object-contain" playsinline preload="auto" poster="https://img.test/p.svg?a=1&amp;title=&quot;x&quot;&lt;y>"></video>');
  });

  it('adds the start script with the stream, start position and whether to play', () => {
    const html = playerVideoHtml({ poster: null, src: 'https://cdn.test/master.m3u8', startAt: 42, play: false });
    expect(html).toMatch(/^<video [^>]*><\/video><script>\(function/);
    expect(html).toContain('"src":"https://cdn.test/master.m3u8"');
    expect(html).toContain('"startPosition":42');
    expect(html).toContain('"play":false');
    expect(html).toContain('"liveSyncDurationCount":3');
  });

  it('cannot be closed early by a stream URL', () => {
    const html = playerVideoHtml({ poster: null, src: 'https://x.test/</script><script>alert(1)</script>', play: true });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
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
  ])('drops and stops it after %s', (_case, early, url) => {
    vi.stubGlobal('window', { __player: { early } });
    expect(takeEarlyStream(video, url)).toBeNull();
    expect(early.hls?.destroy).toHaveBeenCalledOnce();
  });

  it('is nothing when no stream was started (client navigation, or hls.js not loaded yet)', () => {
    vi.stubGlobal('window', { __player: {} });
    expect(takeEarlyStream(video, 'https://cdn.test/a.m3u8')).toBeNull();
    vi.stubGlobal('window', { __player: { early: stream({ hls: null }) } });
    expect(takeEarlyStream(video, 'https://cdn.test/a.m3u8')).toBeNull();
  });
});
