/** docs/performance.md "The colour mode before the stylesheet": the portal server runs the mode's script before the stylesheet. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withColorModeFirst } from '@/portal-server/color-mode-first';
import { COLOR_MODE_SCRIPT_ID } from '@/lib/color-mode';
import { makePageVersion } from '@/portal-server/page-version';

const MODE = '((a)=>{document.documentElement.classList.add(a)})("dark")';
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head>${head}</head><body class="x">${body}</body></html>`;
const CSS = '<link rel="stylesheet" href="/a.css" data-precedence="next"/>';
const rendered = page(`<meta charSet="utf-8"/>${CSS}`, `<script id="${COLOR_MODE_SCRIPT_ID}">${MODE}</script><a href="#main">Skip</a>`);

describe('the colour mode first', () => {
  it('runs the script after the charset and before the stylesheet, and leaves its element in the body empty', () => {
    expect(withColorModeFirst(rendered)).toBe(
      page(`<meta charSet="utf-8"/><script>${MODE}</script>${CSS}`, `<script id="${COLOR_MODE_SCRIPT_ID}"></script><a href="#main">Skip</a>`),
    );
  });

  it('puts it first in a head without a charset', () => {
    const html = page(CSS, `<script id="${COLOR_MODE_SCRIPT_ID}">${MODE}</script>`);
    expect(withColorModeFirst(html)).toBe(page(`<script>${MODE}</script>${CSS}`, `<script id="${COLOR_MODE_SCRIPT_ID}"></script>`));
  });

  it('leaves a page without the script, or with it already emptied, as it is', () => {
    const plain = page(CSS, '<p>Not found</p>');
    expect(withColorModeFirst(plain)).toBe(plain);
    const once = withColorModeFirst(rendered);
    expect(withColorModeFirst(once)).toBe(once);
  });

  it('is what a page version sends, with the moved script admitted by its policy', async () => {
    const version = await makePageVersion(Buffer.from(rendered), "script-src 'self' 'strict-dynamic'");
    const body = version.bodies.identity.toString();
    expect(body.indexOf(`<script>${MODE}</script>`)).toBeLessThan(body.indexOf(CSS));
    expect(version.policy).toContain(`'sha256-${createHash('sha256').update(MODE).digest('base64')}'`);
  });
});
