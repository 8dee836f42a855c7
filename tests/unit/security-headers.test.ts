import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspDirectives, contentSecurityPolicy, withScriptSources } from '@/lib/security/csp';
import { createReportLimiter, parseCspReport } from '@/lib/security/csp-report';
import { nonPageSecurityHeaders, pageSecurityHeaders, permissionsPolicy } from '@/lib/security/headers';
import { loadTenants } from '@/lib/tenant/load';
import { tenantSchema, type TenantConfig } from '@/lib/tenant/schema';

const { tenants } = loadTenants({ dir: path.join(import.meta.dirname, '../../tenants'), env: { API_PORT: '4100' } });
const byId = (id: string) => tenants.find((t) => t.id === id)!;
const production = { production: true };

/** A directive's sources, from the serialized header as the browser reads it. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

const PAGE_HASHES = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"];

describe.each(['demo', 'club'])('the CSP of the %s tenant', (id) => {
  const policy = withScriptSources(contentSecurityPolicy(byId(id)), PAGE_HASHES);
  // The demo tenant's GA4 collector (the reference API's test collector).
  const collector = id === 'demo' ? ['http://localhost:4100'] : [];

  it("runs the page's own scripts by their hashes only, and what they load: no other script, no other host, no eval, no event-handler attributes", () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'strict-dynamic'", ...collector, ...PAGE_HASHES]);
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
    expect(policy).not.toContain("'unsafe-eval'");
    // No bare scheme or wildcard anywhere: every other origin is named.
    expect(policy).not.toMatch(/ (https?:|wss?:|\*)( |;|$)/);
  });

  it('names the platform exactly: the API and media origin, its socket (ws) and the card tokenizer', () => {
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:4100', 'ws://localhost:4100']));
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'data:', 'http://localhost:4100']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4100']);
  });

  it('shuts plugins, <base>, foreign form targets and foreign framing, and reports violations', () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'report-uri')).toEqual(['/api/csp-report']);
  });

  it("without the page's hashes runs no script at all (a policy the portal server did not complete)", () => {
    expect(directive(contentSecurityPolicy(byId(id)), 'script-src')).toEqual(["'self'", "'strict-dynamic'", ...collector]);
  });
});

describe('tenant-derived origins', () => {
  const variant = (over: Record<string, unknown>): TenantConfig => tenantSchema.parse({ ...byId('demo'), ...over });

  it('adds GA4, OneSignal, Stripe and Sentry only when configured', () => {
    const plain = contentSecurityPolicy(byId('demo'));
    for (const host of ['googletagmanager', 'onesignal', 'stripe', 'sentry']) expect(plain).not.toContain(host);

    const full = variant({
      ga4_collector: undefined,
      api_base: 'https://api.acme.tv/',
      socket_base: 'https://live.acme.tv',
      customer_profile: { app_config: { app_id_for_ga4: 'G-1', app_id_oneSignal: 'os-1' }, enable_notifications_oneSignal: true },
      payment_provider: 'stripe',
      payment_public_key: 'pk_test_1',
      security: { media_origins: ['https://cdn.acme.tv'] },
    });
    const d = cspDirectives(full, { sentryDsn: 'https://key@o1.ingest.sentry.io/42' });
    expect(d['script-src']).toEqual(["'self'", "'strict-dynamic'", 'https://www.googletagmanager.com', 'https://cdn.onesignal.com', 'https://js.stripe.com']);
    expect(d['connect-src']).toEqual(
      expect.arrayContaining([
        'https://api.acme.tv',
        'https://live.acme.tv',
        'wss://live.acme.tv',
        'https://cdn.acme.tv',
        'https://o1.ingest.sentry.io',
        'https://api.stripe.com',
        'https://api.onesignal.com',
      ]),
    );
    expect(d['connect-src']!.join(' ')).not.toContain('key@');
    expect(d['frame-src']).toEqual(["'self'", 'http://localhost:4100', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(d['media-src']).toEqual(["'self'", 'blob:', 'data:', 'https://api.acme.tv', 'https://live.acme.tv', 'https://cdn.acme.tv']);
  });

  it("lets GA4 reach a tenant's own collector instead of Google, and neither without a measurement id", () => {
    const withCollector = cspDirectives(
      variant({ api_base: 'https://api.acme.tv/', socket_base: 'https://live.acme.tv', ga4_collector: 'https://tags.acme.tv/ga/' }),
    );
    for (const d of ['script-src', 'connect-src', 'img-src']) expect(withCollector[d], d).toContain('https://tags.acme.tv');
    expect(JSON.stringify(withCollector)).not.toMatch(/google/);
    const noId = cspDirectives(variant({ api_base: 'https://api.acme.tv/', socket_base: 'https://live.acme.tv', customer_profile: { app_config: {} } }));
    expect(JSON.stringify(noId)).not.toMatch(/google/);
    expect(noId['script-src']).toEqual(["'self'", "'strict-dynamic'"]);
    expect(directive(contentSecurityPolicy(byId('club')), 'script-src')).toEqual(["'self'", "'strict-dynamic'"]);
  });

  it("frames the survey form's origin only, and nothing without a survey", () => {
    expect(cspDirectives(variant({ survey_form_url: 'https://forms.example.com/to/ux?x=1' }))['frame-src']).toEqual(["'self'", 'https://forms.example.com']);
    // The demo tenant frames the reference API's test form; the club tenant has no survey.
    expect(directive(contentSecurityPolicy(byId('demo')), 'frame-src')).toEqual(["'self'", 'http://localhost:4100']);
    expect(directive(contentSecurityPolicy(byId('club')), 'frame-src')).toEqual(["'self'"]);
  });

  it('allows eval in development only', () => {
    expect(cspDirectives(byId('demo'), { development: true })['script-src']).toContain("'unsafe-eval'");
  });

  it("lets the tenant's listed origins frame it, and then sends no X-Frame-Options", () => {
    const framed = variant({ security: { frame_ancestors: ['https://partner.example'] } });
    const headers = pageSecurityHeaders(framed, production);
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(pageSecurityHeaders(byId('demo'), production)['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});

describe('the other security headers', () => {
  it('sends nosniff, the referrer policy and, in production only, HSTS', () => {
    const prod = pageSecurityHeaders(byId('demo'), production);
    expect(prod).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000',
    });
    expect(pageSecurityHeaders(byId('demo'), { production: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it("grants the player its features and denies sensors and payment (Stripe's frame excepted)", () => {
    const policy = permissionsPolicy(byId('demo'));
    for (const granted of ['fullscreen=(self)', 'picture-in-picture=(self)', 'autoplay=(self)', 'encrypted-media=(self)']) expect(policy).toContain(granted);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(denied);
    expect(permissionsPolicy({ payment_provider: 'stripe' })).toContain('payment=(self "https://js.stripe.com")');
  });

  it('gives responses that are not pages a policy under which nothing runs or frames them', () => {
    expect(nonPageSecurityHeaders(production)).toMatchObject({
      'Content-Security-Policy': expect.stringContaining("default-src 'none'"),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('CSP violation reports', () => {
  it("reads report-uri's shape, without the query of the addresses", () => {
    const [v] = parseCspReport({
      'csp-report': {
        'document-uri': 'http://p.test/auth/login/limit/?data=secret',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?t=1',
        disposition: 'enforce',
        'script-sample': '',
      },
    });
    expect(v).toMatchObject({
      documentUrl: 'http://p.test/auth/login/limit/',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      disposition: 'enforce',
    });
  });

  it("reads the Reporting API's list, skipping other report types and unknown shapes", () => {
    const reports = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://p.test/', effectiveDirective: 'connect-src', blockedURL: 'https://evil.example/', disposition: 'enforce' },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(parseCspReport(reports)).toEqual([expect.objectContaining({ directive: 'connect-src', blocked: 'https://evil.example/' })]);
    expect(parseCspReport({ hello: 1 })).toEqual([]);
    expect(parseCspReport('x')).toEqual([]);
  });

  it('limits reports per address and window', () => {
    let now = 0;
    const allow = createReportLimiter({ max: 2, windowMs: 1000, maxAddresses: 2 }, () => now);
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(allow('a')).toBe(true);
  });
});
