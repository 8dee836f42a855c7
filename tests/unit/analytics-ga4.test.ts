/** The analytics cookies (SPEC §9) and the GA4 tool in a stand-in page: script, page views, events through the queue. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_COOKIE,
  ANALYTICS_COOKIE_MAX_AGE_S,
  clientId,
  readCookie,
  REFERRER_COOKIE,
  REFERRER_COOKIE_LIFETIME_MS,
  rememberReferrer,
  type CookieJar,
} from '@/lib/analytics/cookies';
import { collectRequest, createGa4Sink } from '@/lib/analytics/ga4';
import { FLUSH_DELAY_MS, retryDelay } from '@/lib/analytics/queue';

/** A cookie store that keeps what document.cookie would: the last value per name, and the attributes it was written with. */
function fakeJar(secure = false) {
  const values = new Map<string, string>();
  const written: string[] = [];
  const jar: CookieJar = {
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    write: (cookie) => {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      values.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
    secure,
  };
  return { jar, written };
}

describe('analytics cookies', () => {
  it('makes a client id on the first visit and keeps it, written for 365 days each visit', () => {
    const { jar, written } = fakeJar(true);
    const id = clientId(jar, 1_700_000_000_000, () => 0.5);
    expect(id).toBe('1073741823.1700000000');
    expect(clientId(jar, 1_800_000_000_000, () => 0.1)).toBe(id);
    expect(ANALYTICS_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    expect(written).toEqual([
      `${ANALYTICS_COOKIE}=${encodeURIComponent(id)}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
      `${ANALYTICS_COOKIE}=${encodeURIComponent(id)}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    ]);
  });

  it('replaces a client id that is not of its shape', () => {
    const { jar } = fakeJar();
    jar.write(`${ANALYTICS_COOKIE}=<script>`);
    expect(clientId(jar, 1_700_000_000_000, () => 0)).toBe('0.1700000000');
  });

  it('keeps the first other site the visitor came from for 31536000000 ms, without its query', () => {
    const { jar, written } = fakeJar();
    rememberReferrer(jar, 'https://tv.example.org/live/', 'tv.example.org');
    rememberReferrer(jar, '', 'tv.example.org');
    rememberReferrer(jar, 'android-app://com.example/', 'tv.example.org');
    expect(written).toEqual([]);
    rememberReferrer(jar, 'https://news.example/story/1?email=a@b.c', 'tv.example.org');
    rememberReferrer(jar, 'https://later.example/', 'tv.example.org');
    expect(REFERRER_COOKIE_LIFETIME_MS).toBe(31_536_000_000);
    expect(written).toEqual([`${REFERRER_COOKIE}=${encodeURIComponent('https://news.example/story/1')}; Max-Age=31536000; Path=/; SameSite=Lax`]);
    expect(readCookie(jar, REFERRER_COOKIE)).toBe('https://news.example/story/1');
  });
});

describe('GA4 collection request', () => {
  it('puts the shared fields in the query and one line per event in the body', () => {
    const { url, body } = collectRequest('https://www.google-analytics.com/', 'G-1', '1.2', '99', [
      { en: 'login', params: { method: 'google', count: 2, none: undefined }, uid: 'u-1', up: { tenant: 'demo' }, dl: 'https://tv.example.org/', dt: 'Home' },
      { en: 'logout', params: {}, uid: null, up: {}, dl: 'https://tv.example.org/a/', dt: 'A' },
    ]);
    expect(url).toBe('https://www.google-analytics.com/g/collect?v=2&tid=G-1&cid=1.2&sid=99');
    expect(body.split('\r\n')).toEqual([
      'en=login&dl=https%3A%2F%2Ftv.example.org%2F&dt=Home&uid=u-1&ep.method=google&epn.count=2&up.tenant=demo',
      'en=logout&dl=https%3A%2F%2Ftv.example.org%2Fa%2F&dt=A',
    ]);
  });
});

describe('GA4 tool in a page', () => {
  let listeners: Record<string, () => void>;
  let appended: { src?: string; nonce?: string; async?: boolean }[];
  let fetch: ReturnType<typeof vi.fn>;
  let cookies: ReturnType<typeof fakeJar>;

  beforeEach(() => {
    vi.useFakeTimers();
    listeners = {};
    appended = [];
    cookies = fakeJar(true);
    fetch = vi.fn(async () => ({ status: 0 }));
    const location = { href: 'https://tv.example.org/', host: 'tv.example.org', protocol: 'https:' };
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) });
    vi.stubGlobal('document', {
      get cookie() {
        return cookies.jar.read();
      },
      set cookie(value: string) {
        cookies.jar.write(value);
      },
      referrer: 'https://news.example/story/?utm_source=x&email=a%40b.c',
      title: 'Home',
      createElement: () => ({}),
      head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const layer = () => (window.dataLayer ?? []).map((args) => [...(args as unknown[])]);
  const sentBodies = () => fetch.mock.calls.map(([, init]) => String((init as RequestInit).body).split('\r\n'));

  it("loads gtag.js from the collector, on the analytics cookie's client id, and counts page views itself", () => {
    const sink = createGa4Sink({ measurementId: 'G-1', collector: 'https://t.example.org/' });
    expect(appended).toEqual([{ async: true, src: 'https://t.example.org/gtag/js?id=G-1' }]);
    const cid = readCookie(cookies.jar, ANALYTICS_COOKIE);
    expect(layer()[1]).toEqual([
      'config',
      'G-1',
      {
        send_page_view: false,
        client_id: cid,
        cookie_expires: 31_536_000,
        page_location: 'https://tv.example.org/',
        page_referrer: 'https://news.example/story/?utm_source=x',
      },
    ]);
    expect(readCookie(cookies.jar, REFERRER_COOKIE)).toBe('https://news.example/story/');

    sink.page?.();
    (window.location as { href: string }).href = 'https://tv.example.org/live/';
    sink.page?.();
    const views = layer().filter(([command, name]) => command === 'event' && name === 'page_view');
    expect(views.map(([, , params]) => params)).toEqual([
      { page_location: 'https://tv.example.org/', page_title: 'Home', page_referrer: 'https://news.example/story/?utm_source=x' },
      { page_location: 'https://tv.example.org/live/', page_title: 'Home', page_referrer: 'https://tv.example.org/' },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends tracked events to Google through gtag.js' own transport, with the identified user and the referrer", async () => {
    const sink = createGa4Sink({ measurementId: 'G-1' });
    expect(appended[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-1');
    sink.identify('u-1', { email: 'a@b.c', name: 'A', country: 'GB', tenant: 'demo', last_sign_method: 'google' });
    sink.track('login', { method: 'google' });
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    // Google answers opaquely: no request of the portal's own, whose outcome it could not see.
    expect(fetch).not.toHaveBeenCalled();
    const commands = layer().slice(2);
    expect(commands).toEqual([
      ['set', { user_id: 'u-1' }],
      ['set', 'user_properties', { tenant: 'demo', last_sign_method: 'google', country: 'GB' }],
      ['event', 'login', { method: 'google', first_referrer: 'https://news.example/story/', page_location: 'https://tv.example.org/', page_title: 'Home' }],
    ]);
    expect(JSON.stringify(layer())).not.toMatch(/a@b\.c|"A"/);
  });

  it("sends tracked events in batches to the tenant's collector, with the identified user and the referrer, and again after a failure", async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const sink = createGa4Sink({ measurementId: 'G-1', collector: 'https://t.example.org/' });
    sink.identify('u-1', { email: 'a@b.c', name: 'A', country: 'GB', tenant: 'demo', last_sign_method: 'google' });
    sink.track('login', { method: 'google' });
    sink.reset();
    sink.track('logout', {});
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toMatch(/^https:\/\/t\.example\.org\/g\/collect\?v=2&tid=G-1&cid=\d+\.\d+$/);
    // The collector answers with CORS: each status is seen, and a failed batch is sent again.
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', keepalive: true, credentials: 'omit' });
    const ref = encodeURIComponent('https://news.example/story/');
    expect(sentBodies()[1]).toEqual([
      `en=login&dl=https%3A%2F%2Ftv.example.org%2F&dt=Home&uid=u-1&ep.method=google&ep.first_referrer=${ref}&up.tenant=demo&up.last_sign_method=google&up.country=GB`,
      `en=logout&dl=https%3A%2F%2Ftv.example.org%2F&dt=Home&ep.first_referrer=${ref}`,
    ]);
    // No e-mail or name leaves the page.
    expect(JSON.stringify([layer(), sentBodies()])).not.toMatch(/a@b\.c|"A"/);
  });

  it("keeps only the public part of the page's address in page views and events: no token, code or e-mail", async () => {
    const sink = createGa4Sink({ measurementId: 'G-1', collector: 'https://t.example.org/', queryParams: ['promo'] });
    (window.location as { href: string }).href = 'https://tv.example.org/auth/password/reset/?token=s3cret&utm_source=mail&promo=7#x';
    sink.page?.();
    sink.track('login', {});
    (window.location as { href: string }).href = 'https://tv.example.org/search/?q=derby&code=ABC-123';
    sink.page?.();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    const views = layer().filter(([command, name]) => command === 'event' && name === 'page_view');
    expect(views.map(([, , params]) => (params as { page_location: string; page_referrer: string }).page_location)).toEqual([
      'https://tv.example.org/auth/password/reset/?utm_source=mail&promo=7',
      'https://tv.example.org/search/?q=derby',
    ]);
    expect((views[1]?.[2] as { page_referrer: string }).page_referrer).toBe('https://tv.example.org/auth/password/reset/?utm_source=mail&promo=7');
    expect(sentBodies()[0]?.[0]).toContain(`dl=${encodeURIComponent('https://tv.example.org/auth/password/reset/?utm_source=mail&promo=7')}`);
    expect(JSON.stringify([layer(), sentBodies()])).not.toMatch(/s3cret|ABC-123|a%40b|a@b/);
  });

  it('sends what is still queued when the page goes', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const sink = createGa4Sink({ measurementId: 'G-1', collector: 'https://t.example.org/' });
    for (let i = 0; i < 12; i += 1) sink.track(`e${i}`, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    listeners.pagehide?.();
    expect(
      sentBodies()
        .slice(1)
        .map((lines) => lines.length),
    ).toEqual([10, 2]);
    await vi.advanceTimersByTimeAsync(retryDelay(1) + FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
