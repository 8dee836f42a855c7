import { afterEach, describe, expect, it, vi } from 'vitest';
import { Analytics, ga4Config, isLocalHost } from '@/lib/analytics';
import { Push, PUSH_NOT_SETUP_MESSAGE, pushAppId } from '@/lib/push';

const profile = (app_config: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  customer_profile: { app_config, enable_notifications_oneSignal: true, ...extra },
});

describe('analytics facade', () => {
  const tenant = (app_config: Record<string, string>, ga4_collector?: string) =>
    ({ id: 'demo', ...profile(app_config), ga4_collector, analytics_query_params: ['promo'] }) as never;
  const recorder = () => ({ identify: vi.fn(), track: vi.fn(), reset: vi.fn(), page: vi.fn() });

  it('treats localhost, *.localhost, 127.x and ::1 as local', () => {
    for (const host of ['localhost', 'club.localhost', '127.0.0.1', '[::1]', '::1']) expect(isLocalHost(host), host).toBe(true);
    for (const host of ['tv.example.org', 'localhost.example.org']) expect(isLocalHost(host), host).toBe(false);
  });

  it('uses GA4 only with app_id_for_ga4 set, and locally only with a local collector (SPEC §7)', () => {
    expect(ga4Config(tenant({}), 'tv.example.org')).toBeNull();
    expect(ga4Config(tenant({}, 'http://localhost:4000/test-analytics/'), 'localhost')).toBeNull();
    expect(ga4Config(tenant({ app_id_for_ga4: 'G-1' }), 'localhost')).toBeNull();
    expect(ga4Config(tenant({ app_id_for_ga4: 'G-1' }), 'tv.example.org')).toEqual({ measurementId: 'G-1', queryParams: ['promo'] });
    expect(ga4Config(tenant({ app_id_for_ga4: 'G-1' }, 'https://t.example.org/'), 'localhost')).toBeNull();
    expect(ga4Config(tenant({ app_id_for_ga4: 'G-1' }, 'https://t.example.org/'), 'tv.example.org')).toEqual({
      measurementId: 'G-1',
      collector: 'https://t.example.org/',
      queryParams: ['promo'],
    });
    expect(ga4Config(tenant({ app_id_for_ga4: 'G-1' }, 'http://localhost:4000/test-analytics/'), 'club.localhost')).toEqual({
      measurementId: 'G-1',
      collector: 'http://localhost:4000/test-analytics/',
      queryParams: ['promo'],
    });
  });

  it('passes identify (with the SPEC §3 traits), track, page and reset to every tool; a failing tool harms none', () => {
    const a = new Analytics(vi.fn());
    const broken = {
      identify: () => {
        throw new Error('boom');
      },
      track: () => {
        throw new Error('boom');
      },
      reset: () => {
        throw new Error('boom');
      },
    };
    const sink = recorder();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    a.addSink(broken);
    const detach = a.addSink(sink);
    const traits = { email: 'a@b.c', name: 'A', country: 'GB', tenant: 'demo', last_sign_method: 'google' };
    a.identify('u-1', traits);
    a.track('login', { method: 'google' });
    a.page();
    a.reset();
    expect(sink.identify).toHaveBeenCalledWith('u-1', traits);
    expect(sink.track).toHaveBeenCalledWith('login', { method: 'google' });
    expect(sink.page).toHaveBeenCalledOnce();
    expect(sink.reset).toHaveBeenCalledOnce();
    detach();
    a.track('logout');
    expect(sink.track).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('without an id loads nothing and sends nothing, whatever is tracked', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const load = vi.fn();
    const a = new Analytics(load);
    a.configure(tenant({}), 'tv.example.org');
    a.page();
    a.identify('u-1', { email: 'a@b.c', name: 'A', country: null, tenant: 'demo', last_sign_method: 'credentials' });
    a.track('login', { method: 'credentials' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('loads GA4 at configure for every visitor, and gives it what was said before, in order', async () => {
    const sink = recorder();
    const load = vi.fn(async () => sink);
    const a = new Analytics(load);
    a.track('failed_login', { method: 'credentials' });
    a.configure(tenant({ app_id_for_ga4: 'G-1' }), 'tv.example.org');
    a.configure(tenant({ app_id_for_ga4: 'G-1' }), 'tv.example.org');
    a.page();
    expect(load).toHaveBeenCalledExactlyOnceWith({ measurementId: 'G-1', queryParams: ['promo'] });
    await Promise.resolve();
    await Promise.resolve();
    expect(sink.track).toHaveBeenCalledExactlyOnceWith('failed_login', { method: 'credentials' });
    expect(sink.page).toHaveBeenCalledOnce();
    expect(sink.track.mock.invocationCallOrder[0]).toBeLessThan(sink.page.mock.invocationCallOrder[0] ?? 0);
  });
});

describe('push (OneSignal, guarded)', () => {
  afterEach(() => vi.useRealTimers());

  it('picks the custom-domain app id on that host, else the default; none locally or without an id', () => {
    const t = profile(
      { app_id_oneSignal: 'default-id', app_id_oneSignal_custom_domain_prod: 'custom-id' },
      { custom_domain_url: 'https://watch.club.example' },
    );
    expect(pushAppId(t, 'watch.club.example')).toBe('custom-id');
    expect(pushAppId(t, 'club.portal.example')).toBe('default-id');
    expect(pushAppId(t, 'localhost:3000')).toBeNull();
    expect(pushAppId(profile({}), 'club.portal.example')).toBeNull();
  });

  function fakeSdk(initSettles: boolean) {
    const addTag = vi.fn();
    const init = vi.fn(() => (initSettles ? Promise.resolve() : new Promise<void>(() => {})));
    return { sdk: { init, User: { addTag, removeTag: vi.fn() } }, addTag, init };
  }

  it('tags the user with user_id after init, with the notify button per the tenant', async () => {
    const { sdk, addTag, init } = fakeSdk(true);
    const push = new Push({ load: async () => sdk as never });
    push.init(profile({ app_id_oneSignal: 'app' }) as never, 'tv.example.org');
    await push.tagUser('u-1');
    expect(init).toHaveBeenCalledWith({ appId: 'app', notifyButton: { enable: true } });
    expect(addTag).toHaveBeenCalledWith('user_id', 'u-1');
  });

  it('skips every call when not initialised (calls would never settle)', async () => {
    const { sdk, addTag } = fakeSdk(true);
    const push = new Push({ load: async () => sdk as never });
    push.init(profile({}) as never, 'tv.example.org');
    await push.tagUser('u-1');
    expect(addTag).not.toHaveBeenCalled();
  });

  it("logs 'OneSignal is not setup correctly.' when setup takes over 30 s, and calls stay harmless", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sdk, addTag } = fakeSdk(false);
    const push = new Push({ load: async () => sdk as never });
    push.init(profile({ app_id_oneSignal: 'app' }) as never, 'tv.example.org');
    const tagged = push.tagUser('u-1');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await tagged;
    expect(error).toHaveBeenCalledWith(PUSH_NOT_SETUP_MESSAGE);
    expect(addTag).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
