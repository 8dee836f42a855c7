/**
 * Nonces for cached pages (README "Security", CSP).
 *
 * Every App Router page carries inline scripts (the RSC payload, React's streaming helpers, the
 * colour-mode script), so a strict `script-src` needs a nonce on each; but a nonce must be new for
 * every response, while public pages are rendered once and served from the ISR cache. So pages are
 * rendered with the *render nonce*: a secret of this build that never leaves the server. The portal
 * server (scripts/portal-server.ts) then swaps it, in the CSP header and in the body of every
 * response, for a fresh per-response nonce on the way out. An attacker who injects markup cannot
 * name the render nonce (no response ever shows it), so an injected script never carries a valid
 * nonce, and the page stays as cacheable as before.
 *
 * Both nonces have the same length, so a body's Content-Length holds after the swap.
 */
import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;

/** A fresh nonce: 16 random bytes, base64url (22 characters, what a CSP nonce-source accepts). */
export function newNonce(): string {
  return randomBytes(NONCE_BYTES).toString('base64url');
}

export function isNonce(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/**
 * A byte-stream rewriter that replaces every occurrence of `from` with `to`. A chunk that ends with
 * the start of `from` keeps that tail back until the next chunk shows whether it completes the
 * word; nothing else is delayed, so streamed HTML still flushes as it comes.
 */
export function createSwapStream(from: string, to: string) {
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  if (needle.length !== replacement.length) throw new Error('The render nonce and the response nonce must have the same length');
  let carry: Buffer = Buffer.alloc(0);

  function replaceAll(buffer: Buffer): Buffer {
    let at = buffer.indexOf(needle);
    if (at === -1) return buffer;
    const out: Buffer = Buffer.from(buffer);
    while (at !== -1) {
      replacement.copy(out, at);
      at = out.indexOf(needle, at + needle.length);
    }
    return out;
  }

  /** How many bytes at the end of `buffer` are a proper prefix of the needle. */
  function partialTail(buffer: Buffer): number {
    for (let size = Math.min(needle.length - 1, buffer.length); size > 0; size--) {
      if (buffer.subarray(buffer.length - size).equals(needle.subarray(0, size))) return size;
    }
    return 0;
  }

  return {
    push(chunk: Buffer): Buffer {
      const joined: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const swapped = replaceAll(joined);
      const keep = partialTail(swapped);
      carry = swapped.subarray(swapped.length - keep);
      return swapped.subarray(0, swapped.length - keep);
    },
    /** What was held back, at the end of the body. */
    flush(): Buffer {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

/** The nonce source Next reads from a page's CSP to put on the scripts it renders. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;
