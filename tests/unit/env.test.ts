import { describe, expect, it } from 'vitest';
import { brandPageEnabled, devAdTestEnabled, devErrorTestEnabled, serverEnv } from '@/lib/env';

describe('portal environment', () => {
  it('serves /dev-ad-test/ in development, and in production only when ENABLE_DEV_AD_TEST=1', () => {
    expect(devAdTestEnabled(serverEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(devAdTestEnabled(serverEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(devAdTestEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_DEV_AD_TEST: '0' }))).toBe(false);
    expect(devAdTestEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_DEV_AD_TEST: '1' }))).toBe(true);
  });

  it('serves /dev-error-test/ in development, and in production only when ENABLE_DEV_ERROR_TEST=1', () => {
    expect(devErrorTestEnabled(serverEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(devErrorTestEnabled(serverEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(devErrorTestEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_DEV_AD_TEST: '1' }))).toBe(false);
    expect(devErrorTestEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_DEV_ERROR_TEST: '1' }))).toBe(true);
  });

  it('serves /_brand/ in development, and in production only when ENABLE_BRAND_PAGE=1', () => {
    expect(brandPageEnabled(serverEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(brandPageEnabled(serverEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(brandPageEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_DEV_AD_TEST: '1' }))).toBe(false);
    expect(brandPageEnabled(serverEnv({ NODE_ENV: 'production', ENABLE_BRAND_PAGE: '1' }))).toBe(true);
  });

  it('trusts no edge unless told to, and refuses values other than 0 and 1', () => {
    expect(serverEnv({}).TRUSTED_EDGE).toBe('0');
    expect(serverEnv({ TRUSTED_EDGE: '1' }).TRUSTED_EDGE).toBe('1');
    expect(() => serverEnv({ TRUSTED_EDGE: 'yes' })).toThrow(/TRUSTED_EDGE/);
  });
});
