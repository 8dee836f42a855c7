import * as Sentry from '@sentry/nextjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONITORING_LIMITS } from '@/lib/monitoring/constants';
import { fitToSize, rateLimiter, sessionBudget } from '@/lib/monitoring/limits';
import { sentryOptions, withPublicAddresses } from '@/lib/monitoring/options';
import { routeTag, routeTagOfFile } from '@/lib/monitoring/route-tag';

const MB = MONITORING_LIMITS.maxEventBytes;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const admitted = (admit: () => boolean, n: number) => Array.from({ length: n }, admit).filter(Boolean).length;

describe('the 1 MB payload limit (SPEC §9)', () => {
  it('sends an event that fits as it is', () => {
    const event = { message: 'x', breadcrumbs: [{ message: 'b' }] };
    expect(fitToSize(event)).toBe(event);
  });

  it('sends an event over 1 MB without its breadcrumbs and extra data when that makes it fit', () => {
    const event = { message: 'x', breadcrumbs: [{ message: 'b'.repeat(MB) }], extra: { blob: 'e' } };
    expect(fitToSize(event)).toEqual({ message: 'x', breadcrumbs: undefined, extra: undefined });
  });

  it('drops an event still over 1 MB, counting bytes, not characters', () => {
    expect(fitToSize({ message: 'x'.repeat(MB) })).toBeNull();
    // 600,000 characters, 1.2 MB in UTF-8.
    expect(fitToSize({ message: 'é'.repeat(600_000) })).toBeNull();
  });
});

describe('the browser: 10 events per session (SPEC §9)', () => {
  it('admits 10 events and no more, across reloads of the tab (sessionStorage)', () => {
    const storage = memoryStorage();
    expect(
      admitted(
        sessionBudget(() => storage),
        7,
      ),
    ).toBe(7);
    // A reload: a new page, the same session.
    expect(
      admitted(
        sessionBudget(() => storage),
        12,
      ),
    ).toBe(3);
    expect(
      admitted(
        sessionBudget(() => storage),
        1,
      ),
    ).toBe(0);
  });

  it('starts afresh in a new session', () => {
    expect(
      admitted(
        sessionBudget(() => memoryStorage()),
        12,
      ),
    ).toBe(MONITORING_LIMITS.eventsPerSession);
  });

  it('still stops at 10 when storage is blocked or full', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(admitted(sessionBudget(blocked), 12)).toBe(10);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(
      admitted(
        sessionBudget(() => full),
        12,
      ),
    ).toBe(10);
    expect(
      admitted(
        sessionBudget(() => undefined),
        12,
      ),
    ).toBe(10);
  });
});

describe('the server: a rate, not a budget', () => {
  it('lets a burst of 10 through, then one every 6 s, and never stops for good', () => {
    let now = 0;
    const admit = rateLimiter(10, () => now);
    expect(admitted(admit, 15)).toBe(10);
    now += 5_999;
    expect(admit()).toBe(false);
    now += 1;
    expect(admit()).toBe(true);
    expect(admit()).toBe(false);
    now += 60_000;
    expect(admitted(admit, 15)).toBe(10);
  });

  it('does not save up more than one burst while quiet', () => {
    let now = 0;
    const admit = rateLimiter(10, () => now);
    now += 3_600_000;
    expect(admitted(admit, 30)).toBe(10);
  });
});

describe('Sentry options', () => {
  const event = (extra: Partial<Sentry.ErrorEvent> = {}): Sentry.ErrorEvent => ({ type: undefined, message: 'boom', ...extra });

  it('keeps 25 breadcrumbs, traces nothing, sends no client reports', () => {
    expect(sentryOptions({ dsn: 'http://k@localhost/1', environment: 'test', admit: () => true })).toMatchObject({
      maxBreadcrumbs: 25,
      tracesSampleRate: 0,
      sendClientReports: false,
    });
  });

  it('drops an oversized event without spending the budget', () => {
    const admit = vi.fn(() => true);
    const { beforeSend } = sentryOptions({ dsn: 'http://k@localhost/1', environment: 'test', admit });
    expect(beforeSend(event({ message: 'x'.repeat(MB) }))).toBeNull();
    expect(admit).not.toHaveBeenCalled();
    expect(beforeSend(event())).not.toBeNull();
    expect(admit).toHaveBeenCalledTimes(1);
  });

  it('drops what the budget refuses, and adds the default tags under the event’s own', () => {
    const refuse = sentryOptions({ dsn: 'http://k@localhost/1', environment: 'test', admit: () => false });
    expect(refuse.beforeSend(event())).toBeNull();
    const tagged = sentryOptions({ dsn: 'http://k@localhost/1', environment: 'test', admit: () => true, tags: () => ({ tenant: 'demo', route: '/' }) });
    expect(tagged.beforeSend(event({ tags: { route: '/events/[eventId]/' } }))?.tags).toEqual({ tenant: 'demo', route: '/events/[eventId]/' });
  });
});

describe('addresses in a report (docs/security.md)', () => {
  it('keeps the public part of the page, its referrer and the breadcrumbs’ addresses', () => {
    const scrubbed = withPublicAddresses({
      type: undefined,
      request: {
        url: 'https://tv.example.org/auth/password/reset/?token=s3cret',
        query_string: 'token=s3cret',
        headers: { Referer: 'https://tv.example.org/?code=c0de&q=x' },
      },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/auth/password/reset/?token=s3cret', to: '/auth/login/?passwordReset=true' } },
        { category: 'fetch', data: { url: 'https://api.example.org/api/x?email=a%40b.c', method: 'GET' } },
        { category: 'console', message: 'no data' },
      ],
    });
    expect(scrubbed.request).toEqual({
      url: 'https://tv.example.org/auth/password/reset/',
      query_string: undefined,
      headers: { Referer: 'https://tv.example.org/?q=x' },
    });
    expect(scrubbed.breadcrumbs?.map((b) => b.data)).toEqual([
      { from: '/auth/password/reset/', to: '/auth/login/?passwordReset=true' },
      { url: 'https://api.example.org/api/x', method: 'GET' },
      undefined,
    ]);
  });
});

describe('the limits in the Sentry SDK itself', () => {
  type Envelope = [unknown, [{ type: string }, Sentry.ErrorEvent][]];
  const sent: Sentry.ErrorEvent[] = [];
  let admit: () => boolean = () => true;

  beforeAll(() =>
    Sentry.init({
      ...sentryOptions({ dsn: 'http://key@localhost:9/1', environment: 'test', admit: () => admit() }),
      defaultIntegrations: false,
      transport: () => ({
        send: async (envelope: unknown) => {
          for (const [header, payload] of (envelope as Envelope)[1]) if (header.type === 'event') sent.push(payload);
          return {};
        },
        flush: async () => true,
      }),
    }),
  );
  afterAll(() => Sentry.close());

  function start(budget: () => boolean) {
    sent.length = 0;
    admit = budget;
    Sentry.getCurrentScope().clearBreadcrumbs();
    Sentry.getIsolationScope().clearBreadcrumbs();
  }

  it('sends the last 25 breadcrumbs of 40', async () => {
    start(() => true);
    for (let i = 0; i < 40; i += 1) Sentry.addBreadcrumb({ message: `crumb ${i}` });
    Sentry.captureException(new Error('with crumbs'));
    await Sentry.flush(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.breadcrumbs?.map((b) => b.message)).toEqual(Array.from({ length: 25 }, (_, i) => `crumb ${i + 15}`));
  });

  it('sends 10 of 12 errors in a session, and an oversized one without its extra data', async () => {
    start(sessionBudget(() => memoryStorage()));
    Sentry.captureException(new Error('big'), { extra: { blob: 'x'.repeat(MB) } });
    for (let i = 0; i < 11; i += 1) Sentry.captureException(new Error(`error ${i}`));
    await Sentry.flush(1_000);
    expect(sent).toHaveLength(10);
    expect(sent[0]!.extra).toBeUndefined();
  });
});

describe('route tags', () => {
  it('names the route-table pattern of a browser path, with or without a locale', () => {
    expect(routeTag('/events/ev-1/')).toBe('/events/[eventId]/');
    expect(routeTag('/de/dev-error-test/')).toBe('/dev-error-test/');
    expect(routeTag('/demo/he/league/lg-1/', 'demo')).toBe('/league/[leagueId]/');
    expect(routeTag('/no/such/page/')).toBe('/no/such/page/');
  });

  it("turns Next's route file path into the same pattern", () => {
    expect(routeTagOfFile('/[tenant]/[locale]/(default)/events/[eventId]/page')).toBe('/events/[eventId]/');
    expect(routeTagOfFile('/app/[tenant]/[locale]/(bare)/dev-error-test/page')).toBe('/dev-error-test/');
    expect(routeTagOfFile('/[tenant]/[locale]/(home)/page')).toBe('/');
    expect(routeTagOfFile('/api/[...path]/route')).toBe('/api/[...path]/');
  });
});
