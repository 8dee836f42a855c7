/**
 * The colour mode's script at the top of the head (docs/performance.md, "The colour mode before the
 * stylesheet"). next-themes renders it as the body's first child, after the stylesheet React puts
 * in the head, and a script waits for every stylesheet before it: the parser stopped there until
 * the CSS had arrived, then ran the script (a fresh renderer's first storage read, 10–18 ms in
 * Lighthouse's loads), and only then read the page, whose first full layout came after. Before the
 * stylesheet the script runs while the CSS downloads, and the page is read meanwhile.
 *
 * The body keeps its element, emptied (a script with no text is neither run nor waited for), so
 * that React hydrates the elements it rendered; React skips the extra one in the head. A page
 * without the script, or with it before the head, is left as it is.
 */
import { COLOR_MODE_SCRIPT_ID } from '@/lib/color-mode';

const SCRIPT = new RegExp(`<script id="${COLOR_MODE_SCRIPT_ID}"([^>]*)>([\\s\\S]*?)</script>`);
/** The head's start, and its charset declaration where it comes first (it must stay in the first 1,024 bytes). */
const HEAD_START = /<head\b[^>]*>(?:<meta charSet="utf-8"\/>)?/i;

export function withColorModeFirst(html: string): string {
  const script = SCRIPT.exec(html);
  const head = HEAD_START.exec(html);
  if (!script?.[2] || !head || head.index > script.index) return html;
  const at = head.index + head[0].length;
  return (
    html.slice(0, at) +
    `<script>${script[2]}</script>` +
    html.slice(at, script.index) +
    `<script id="${COLOR_MODE_SCRIPT_ID}"${script[1]}></script>` +
    html.slice(script.index + script[0].length)
  );
}
