/**
 * Checks of a request path made before Next routes it. Next decodes every dynamic segment while it
 * matches routes and answers a plain-text 500 when one is not valid percent-encoding ('%ff', '%e0%a4%a',
 * '%c0%af'), so such a path must never reach its router: the proxy answers it (SPEC §2: an unmatched
 * route is the 404 page).
 */

/**
 * The longest path segment, percent-encoded as the portal sends it on to the platform, that can name
 * a page. Every id of the platform is far shorter (the wire contract allows 128 characters), and the
 * platform refuses longer path parameters with 414 (the reference API's maxParamLength), which a page
 * would take for a failure rather than for an unknown id.
 */
export const MAX_SEGMENT_LENGTH = 256;

/** `decodeURIComponent`, or null where it would throw (malformed escapes, invalid UTF-8, surrogates). */
export function safeDecodeURIComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether every segment of a path decodes (what Next's router needs to match it). */
export function isDecodablePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => safeDecodeURIComponent(segment) !== null);
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export type UnroutableReason = 'malformed' | 'too-long' | 'control-character';

/**
 * Why no page can answer this path, or null when one may. Besides malformed encoding: an over-long
 * segment (MAX_SEGMENT_LENGTH), and a control character such as NUL, which no id holds and which
 * must not reach file names of the page cache.
 */
export function unroutablePath(pathname: string): UnroutableReason | null {
  for (const segment of pathname.split('/')) {
    const decoded = safeDecodeURIComponent(segment);
    if (decoded === null) return 'malformed';
    if (CONTROL_CHARACTER.test(decoded)) return 'control-character';
    if (encodeURIComponent(decoded).length > MAX_SEGMENT_LENGTH) return 'too-long';
  }
  return null;
}
