import { describe, expect, it } from 'vitest';
import { stripClientForwarding, upstreamHeaders } from '@/lib/security/forwarded';

/** What a client could send to pose as someone else, beside ordinary headers. */
const forged = () =>
  new Headers({
    'x-forwarded-for': '203.0.113.7, 198.51.100.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'for=203.0.113.7',
    'x-real-ip': '203.0.113.7',
    'true-client-ip': '203.0.113.7',
    'x-country-code': 'DE',
    'x-authorization': 'Bearer t',
    'content-type': 'application/json',
    connection: 'keep-alive',
    host: 'localhost:3100',
  });

describe('the proxy before the pass-through', () => {
  it('drops every forwarding header the client sent, keeping the rest, so Next fills X-Forwarded-For from the socket', () => {
    const headers = stripClientForwarding(forged(), { trustEdge: false });
    expect(headers).not.toBeNull();
    for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'true-client-ip', 'x-country-code'])
      expect(headers!.has(name), name).toBe(false);
    expect(headers!.get('x-authorization')).toBe('Bearer t');
    expect(headers!.get('host')).toBe('localhost:3100');
  });

  it('changes nothing when there is nothing to drop, or when a trusted edge set the headers', () => {
    expect(stripClientForwarding(new Headers({ 'content-type': 'application/json' }), { trustEdge: false })).toBeNull();
    expect(stripClientForwarding(forged(), { trustEdge: true })).toBeNull();
  });
});

describe('headers the pass-through sends to the platform API', () => {
  it('names the one address the portal saw and the portal host, and drops hop-by-hop and every other forwarding header', () => {
    const incoming = new Headers({
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '203.0.113.7',
      forwarded: 'for=1.2.3.4',
      'x-forwarded-proto': 'https',
      connection: 'keep-alive',
      host: 'x',
      'content-length': '3',
      'x-authorization': 'Bearer t',
    });
    const out = upstreamHeaders(incoming, { trustEdge: false, host: 'localhost:3100' });
    expect(Object.fromEntries(out)).toEqual({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:3100', 'x-authorization': 'Bearer t' });
  });

  it("keeps only the nearest hop of a chain: what the portal's own server or its edge added", () => {
    expect(upstreamHeaders(forged(), { trustEdge: false, host: 'h' }).get('x-forwarded-for')).toBe('198.51.100.9');
    expect(upstreamHeaders(forged(), { trustEdge: true, host: 'h' }).get('x-forwarded-for')).toBe('198.51.100.9');
  });

  it('relays X-Country-Code only from a trusted edge', () => {
    expect(upstreamHeaders(forged(), { trustEdge: false, host: 'h' }).has('x-country-code')).toBe(false);
    expect(upstreamHeaders(forged(), { trustEdge: true, host: 'h' }).get('x-country-code')).toBe('DE');
  });

  it('sends no X-Forwarded-For rather than an empty one', () => {
    expect(upstreamHeaders(new Headers({ 'x-forwarded-for': ' ' }), { trustEdge: false, host: 'h' }).has('x-forwarded-for')).toBe(false);
  });
});
