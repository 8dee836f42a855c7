import { describe, expect, it } from 'vitest';
import { PUBLIC_QUERY_PARAMS, publicAddress } from '@/lib/url/public-address';

describe('publicAddress (docs/security.md)', () => {
  it('keeps the origin, the path and the harmless parameters; drops the hash and every other parameter', () => {
    expect(publicAddress('https://tv.example.org/auth/password/reset/?token=s3cret&utm_source=mail#top')).toBe(
      'https://tv.example.org/auth/password/reset/?utm_source=mail',
    );
    expect(publicAddress('https://tv.example.org/search/?q=derby&page=2&email=a%40b.c')).toBe('https://tv.example.org/search/?q=derby&page=2');
    expect(publicAddress('https://tv.example.org/auth/oauth2/callback/google/?code=c0de&state=st4te')).toBe(
      'https://tv.example.org/auth/oauth2/callback/google/',
    );
    expect(publicAddress('https://tv.example.org/auth/login/?returnTo=%2Faccount%2F%3Ftoken%3Dx')).toBe('https://tv.example.org/auth/login/');
  });

  it('keeps the names a tenant adds', () => {
    expect(publicAddress('https://tv.example.org/?promo=7&code=x', ['promo'])).toBe('https://tv.example.org/?promo=7');
  });

  it('leaves a relative address relative, and gives nothing for what is no web address', () => {
    expect(publicAddress('/events/ev-1/?t=30&token=x')).toBe('/events/ev-1/?t=30');
    expect(publicAddress('about:blank')).toBe('about:');
    expect(publicAddress('http://[bad')).toBe('');
  });

  it('never lists a parameter that carries a secret', () => {
    for (const name of ['token', 'code', 'state', 'access_token', 'id_token', 'email', 'returnTo', 'data', 'storeUrl'])
      expect(PUBLIC_QUERY_PARAMS).not.toContain(name);
  });
});
