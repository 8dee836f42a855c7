/**
 * The script sources of one page version (docs/security.md "Headers, CSP and script hashes"): a
 * hash of each inline script's text, and the integrity hash of each external one. A page's policy
 * then admits exactly the scripts that page was rendered with — no secret is involved, so the same
 * bytes and the same header can go to every viewer and into any shared cache, and a script injected
 * later matches no hash.
 *
 * External scripts carry `integrity`: CSP 3 browsers match it against the policy's hashes (Chrome
 * 59, Firefox 116, Safari 15.6). Next's `experimental.sri` writes it on the scripts it renders
 * itself but not on the chunks of client components that React adds to the page; `withIntegrity`
 * gives those theirs from the build's integrity manifest. Scripts that these scripts add are trusted
 * in turn by 'strict-dynamic'.
 */
import { createHash } from 'node:crypto';

/** Script types a browser does not run (data blocks): no source needed. */
const DATA_BLOCK = /\btype\s*=\s*"(?:application\/(?:ld\+)?json|text\/x-component)"/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=/i;
const INTEGRITY = /\bintegrity\s*=\s*"([^"]*)"/i;
/** <link rel="preload|modulepreload" as="script"> fetches are held to script-src as well. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/gi;

/** A script's integrity by its address, or undefined. */
export type IntegrityOf = (src: string) => string | undefined;

const SCRIPT_OPEN = /<script\b[^>]*>/gi;
const SRC_VALUE = /\b(?:src|href)\s*=\s*"([^"]*)"/i;

/**
 * The page with `integrity` on each external script and script preload that lacks one and has one
 * in `integrityOf` (a preload with another integrity than its script's would be fetched twice).
 */
export function withIntegrity(html: string, integrityOf: IntegrityOf): string {
  const add = (tag: string) => {
    if (INTEGRITY.test(tag)) return tag;
    const src = SRC_VALUE.exec(tag)?.[1];
    const integrity = src === undefined ? undefined : integrityOf(src.replace(/&amp;/g, '&'));
    if (!integrity) return tag;
    const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
    return `${tag.slice(0, end)} integrity="${integrity}"${tag.slice(end)}`;
  };
  return html.replace(SCRIPT_OPEN, add).replace(SCRIPT_PRELOAD, add);
}

export interface PageScripts {
  /** CSP hash sources ('sha256-…'), each once. */
  sources: string[];
  /** External scripts (or script preloads) without integrity: the policy cannot admit them. */
  unhashed: string[];
}

const hashSource = (algorithmAndDigest: string) => `'${algorithmAndDigest}'`;

/**
 * Reads the page's scripts. The body is read as latin1 so that each character is one byte: a
 * script's hash is over the UTF-8 bytes of its text, exactly as they arrive. The HTML parser turns
 * CR LF into LF before a script's text exists, so the hash does too.
 */
export function pageScripts(html: Buffer | string): PageScripts {
  const text = typeof html === 'string' ? Buffer.from(html).toString('latin1') : html.toString('latin1');
  const sources = new Set<string>();
  const unhashed: string[] = [];
  const external = (attributes: string) => {
    const integrity = INTEGRITY.exec(attributes)?.[1]?.trim();
    if (integrity) for (const value of integrity.split(/\s+/)) sources.add(hashSource(value));
    else unhashed.push(attributes.trim());
  };
  for (const [, attributes = '', body = ''] of text.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) external(attributes);
    else if (!DATA_BLOCK.test(attributes)) {
      const digest = createHash('sha256')
        .update(Buffer.from(body.replace(/\r\n?/g, '\n'), 'latin1'))
        .digest('base64');
      sources.add(hashSource(`sha256-${digest}`));
    }
  }
  for (const [link] of text.matchAll(SCRIPT_PRELOAD)) external(link);
  return { sources: [...sources], unhashed };
}
