import { describe, expect, it } from 'vitest';
import { createSwapStream, isNonce, newNonce } from '@/lib/security/render-nonce';

const RENDER = 'RENDERnonceRENDERnonce';
const FRESH = 'freshNONCEfreshNONCE__';

/** Feeds `text` to a swap stream cut at `cuts` and returns what comes out, chunk by chunk. */
function run(text: string, cuts: number[]) {
  const swap = createSwapStream(RENDER, FRESH);
  const bytes = Buffer.from(text);
  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(swap.push(bytes.subarray(from, cut)).toString());
    from = cut;
  }
  out.push(swap.flush().toString());
  return out;
}

describe('the render-nonce swap (README "Security")', () => {
  it('makes 22-character base64url nonces, new each time', () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(isNonce(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(isNonce('short')).toBe(false);
  });

  it('replaces every occurrence, in one chunk', () => {
    const html = `<script nonce="${RENDER}">a</script><script nonce="${RENDER}">b</script>`;
    expect(run(html, []).join('')).toBe(html.replaceAll(RENDER, FRESH));
  });

  it('replaces an occurrence cut across chunks at every possible point', () => {
    const html = `<p>é</p><script nonce="${RENDER}"></script>`;
    const start = Buffer.from(html).indexOf(RENDER);
    for (let cut = start; cut <= start + RENDER.length; cut++) {
      expect(run(html, [cut]).join('')).toBe(html.replaceAll(RENDER, FRESH));
    }
  });

  it('holds back only a tail that could start the render nonce, so streamed chunks flush at once', () => {
    expect(run('<div>one</div>', [])[0]).toBe('<div>one</div>');
    const [first, second] = run(`<b>x</b>${RENDER.slice(0, 5)}` + 'zzz', [8 + 5]);
    expect(first).toBe('<b>x</b>');
    expect(second).toBe(`${RENDER.slice(0, 5)}zzz`);
  });

  it('gives back a held tail at the end of the body unchanged', () => {
    expect(run(`end ${RENDER.slice(0, 10)}`, []).join('')).toBe(`end ${RENDER.slice(0, 10)}`);
  });

  it('refuses nonces of different lengths (the body length must hold)', () => {
    expect(() => createSwapStream(RENDER, 'short')).toThrow();
  });
});
