/** play() under autoplay policies (lib/player/engine/autoplay.ts): a refusal retries muted; a cut-short try is no refusal. */
import { describe, expect, it } from 'vitest';
import { playWithFallback } from '@/lib/player/engine/autoplay';

const refused = () => new DOMException('play() needs a user gesture', 'NotAllowedError');
const cutShort = () => new DOMException('The play() request was interrupted by a new load request', 'AbortError');

/** A <video> whose play() answers each call in turn: undefined plays, an error rejects. */
function video(answers: Array<DOMException | undefined>) {
  const calls: boolean[] = [];
  const element = {
    muted: false,
    play() {
      calls.push(element.muted);
      const answer = answers.shift();
      return answer ? Promise.reject(answer) : Promise.resolve();
    },
  };
  return { element: element as unknown as HTMLVideoElement, mutedAtEachCall: calls };
}

describe('playWithFallback', () => {
  it('plays with sound when the browser allows it', async () => {
    const v = video([undefined]);
    expect(await playWithFallback(v.element)).toBe('playing');
    expect(v.mutedAtEachCall).toEqual([false]);
  });

  it('retries muted after a refusal, and says so', async () => {
    const v = video([refused(), undefined]);
    expect(await playWithFallback(v.element)).toBe('muted');
    expect(v.mutedAtEachCall).toEqual([false, true]);
    expect(v.element.muted).toBe(true);
  });

  it('is blocked when even muted playback is refused, with the sound setting restored', async () => {
    const v = video([refused(), refused()]);
    expect(await playWithFallback(v.element)).toBe('blocked');
    expect(v.element.muted).toBe(false);
  });

  it('is interrupted, not blocked, when a new source cuts the muted try short', async () => {
    const v = video([refused(), cutShort()]);
    expect(await playWithFallback(v.element)).toBe('interrupted');
    expect(v.element.muted).toBe(false);
  });

  it('is interrupted when a new source cuts the first try short', async () => {
    const v = video([cutShort()]);
    expect(await playWithFallback(v.element)).toBe('interrupted');
    expect(v.mutedAtEachCall).toEqual([false]);
  });
});
