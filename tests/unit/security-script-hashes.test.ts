import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageScripts } from '@/lib/security/script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("a page version's script sources (docs/security.md, CSP)", () => {
  it('hashes each inline script over its UTF-8 text, as the browser does, once each', () => {
    const inline = 'self.__next_f.push([1,"Zürich — ⚽"])';
    const html = `<html><head><script>${inline}</script></head><body><script id="_R_">${inline}</script><script>a()</script></body></html>`;
    expect(pageScripts(html).sources).toEqual([sha(inline), sha('a()')]);
  });

  it('hashes CR LF as LF, as the HTML parser hands the script its text', () => {
    expect(pageScripts('<script>a();\r\nb();\r</script>').sources).toEqual([sha('a();\nb();\n')]);
  });

  it('admits external scripts and script preloads by their integrity, and names the ones that have none', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha256-AAA="/>',
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAA="></script>',
      '<script src="/_next/static/chunks/b.js" integrity="sha256-BBB= sha384-CCC"></script>',
      '<script src="/elsewhere.js" async=""></script>',
      '<link rel="preload" as="image" href="/poster.jpg"/>',
    ].join('');
    const { sources, unhashed } = pageScripts(html);
    expect(sources).toEqual(["'sha256-AAA='", "'sha256-BBB='", "'sha384-CCC'"]);
    expect(unhashed).toEqual(['src="/elsewhere.js" async=""']);
  });

  it('leaves data blocks (JSON-LD) out: a browser never runs them', () => {
    expect(pageScripts('<script type="application/ld+json">{"@type":"Event"}</script>').sources).toEqual([]);
  });

  it('takes an inline script to its first </script, as the parser does, so an injected tail is not covered', () => {
    const { sources } = pageScripts('<script>a("</SCRIPT >")</script>');
    expect(sources).toEqual([sha('a("')]);
  });
});
