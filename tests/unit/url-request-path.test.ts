import { describe, expect, it } from 'vitest';
import { isDecodablePath, MAX_SEGMENT_LENGTH, safeDecodeURIComponent, unroutablePath } from '@/lib/url/request-path';

describe('safeDecodeURIComponent', () => {
  it('decodes valid percent-encoding, including encoded slashes and multi-byte characters', () => {
    expect(safeDecodeURIComponent('ev%201')).toBe('ev 1');
    expect(safeDecodeURIComponent('..%2f..%2fetc')).toBe('../../etc');
    expect(safeDecodeURIComponent('%C3%A9%F0%9F%98%80')).toBe('é😀');
    expect(safeDecodeURIComponent('%252e')).toBe('%2e');
  });

  it.each([
    ['a lone percent sign', '%'],
    ['a truncated escape', '%f'],
    ['non-hex digits', '%zz'],
    ['a byte never valid in UTF-8', '%ff'],
    ['an overlong encoding', '%c0%af'],
    ['a truncated three-byte sequence', '%E0%A4%A'],
    ['an encoded surrogate', '%ed%a0%80'],
    ['an overlong four-byte encoding', '%f0%80%80%af'],
  ])('answers null for %s instead of throwing', (_name, value) => {
    expect(safeDecodeURIComponent(value)).toBeNull();
  });
});

describe('isDecodablePath', () => {
  it('is true when every segment decodes', () => {
    expect(isDecodablePath('/events/ev%201/')).toBe(true);
    expect(isDecodablePath('/_next/static/chunks/a.js')).toBe(true);
  });

  it('is false when any one segment does not', () => {
    expect(isDecodablePath('/events/%ff/')).toBe(false);
    expect(isDecodablePath('/api/event/get_by_id/id/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/%/x/')).toBe(false);
  });
});

describe('unroutablePath', () => {
  it('lets ordinary paths, encoded characters and the longest allowed segment through', () => {
    expect(unroutablePath('/')).toBeNull();
    expect(unroutablePath('/events/ev-0001/')).toBeNull();
    expect(unroutablePath('/live/%25ff/')).toBeNull();
    expect(unroutablePath('/events/%252e%252e/')).toBeNull();
    expect(unroutablePath(`/events/${'a'.repeat(MAX_SEGMENT_LENGTH)}/`)).toBeNull();
  });

  it('calls malformed percent-encoding malformed', () => {
    expect(unroutablePath('/%ff/')).toBe('malformed');
    expect(unroutablePath('/category/1/sub-category/%ed%a0%80/')).toBe('malformed');
  });

  it('calls a segment too long once percent-encoded too long, however it was sent', () => {
    expect(unroutablePath(`/events/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}/`)).toBe('too-long');
    expect(unroutablePath(`/events/${'a'.repeat(3000)}/`)).toBe('too-long');
    // 100 Cyrillic letters: a short id to read, 600 characters once percent-encoded.
    expect(unroutablePath(`/events/${'%D0%B0'.repeat(100)}/`)).toBe('too-long');
    // Characters a browser leaves alone in a path but the portal encodes towards the platform.
    expect(unroutablePath(`/events/${':'.repeat(100)}/`)).toBe('too-long');
  });

  it('refuses control characters such as NUL and line breaks', () => {
    expect(unroutablePath('/events/a%00b/')).toBe('control-character');
    expect(unroutablePath('/%0a%0d/')).toBe('control-character');
    expect(unroutablePath('/x%7f/')).toBe('control-character');
  });
});
