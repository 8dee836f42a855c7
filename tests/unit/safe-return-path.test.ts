import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/guards/auth';

describe('safeReturnPath', () => {
  it.each(['/account/', '/account/billing/?tab=cards', '/events/5/#comments', '/'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it('normalizes dot segments that stay on this origin', () => {
    expect(safeReturnPath('/account/../faq/')).toBe('/faq/');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/account/'],
    ['a backslash trick', '/\\evil.com'],
    ['a backslash trick with more slashes', '/\\/evil.com'],
    ['an absolute https address', 'https://evil.com'],
    ['an absolute address to this very path', 'http://portal.invalid/account/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'account/'],
    ['a dot segment that normalizes to //', '/.//evil.com'],
    ['a parent segment that normalizes to //', '/a/..//evil.com'],
    ['an encoded dot segment that normalizes to //', '/%2e//evil.com'],
    ['a dot segment before a backslash', '/./\\evil.com'],
    ['a tab that the URL parser drops', '/\t/evil.com'],
    ['a newline that the URL parser drops', '/\n/evil.com'],
  ])('rejects %s', (_, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('falls back to the given path for missing or rejected values', () => {
    expect(safeReturnPath(null, '/account/')).toBe('/account/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('', '/live/')).toBe('/live/');
    expect(safeReturnPath('//evil.com', '/live/')).toBe('/live/');
  });

  it('never returns something a browser would read as another host', () => {
    const tricky = ['/.//evil.com', '/%2e%2e//evil.com', '/x/../..//evil.com', '/.\\evil.com', '/./\\\\evil.com', '/%09/evil.com'];
    for (const value of tricky) {
      const result = safeReturnPath(value);
      expect(new URL(result, 'https://portal.example').origin, `${JSON.stringify(value)} → ${result}`).toBe('https://portal.example');
    }
  });
});
