import { describe, expect, it } from 'vitest';
import { hostName, resolveTenantId } from '@/lib/tenant/resolve';

const tenants = [
  { id: 'demo', hosts: ['localhost', 'demo.localhost', 'watch.demo.example'] },
  { id: 'club', hosts: ['club.localhost', 'tv.northside.example'] },
  { id: 'third', hosts: [] },
];
const resolve = (host: string | null) => resolveTenantId(host, tenants, 'demo');

describe('resolveTenantId', () => {
  it('picks the tenant that lists the host name', () => {
    expect(resolve('tv.northside.example')).toBe('club');
    expect(resolve('watch.demo.example')).toBe('demo');
    expect(resolve('club.localhost')).toBe('club');
  });

  it('ignores the port', () => {
    expect(resolve('club.localhost:3100')).toBe('club');
    expect(resolve('tv.northside.example:443')).toBe('club');
    expect(resolve('localhost:3000')).toBe('demo');
  });

  it('ignores the case of the host name', () => {
    expect(resolve('TV.Northside.Example')).toBe('club');
  });

  it('reaches any tenant as <id>.localhost, even without a hosts entry', () => {
    expect(resolve('third.localhost:3000')).toBe('third');
  });

  it.each([
    ['an unknown host', 'unknown.example'],
    ['an unknown <id>.localhost', 'nobody.localhost:3000'],
    ['a sub-domain of a tenant host', 'x.tv.northside.example'],
    ['a nested .localhost name', 'a.club.localhost'],
    ['an IP address', '127.0.0.1:3100'],
    ['an IPv6 literal', '[::1]:3100'],
    ['an empty host', ''],
    ['no host header', null],
  ])('falls back to the default tenant for %s', (_, host) => {
    expect(resolve(host)).toBe('demo');
  });
});

describe('hostName', () => {
  it('strips the port and lower-cases', () => {
    expect(hostName('Club.LocalHost:3100')).toBe('club.localhost');
  });
  it('keeps an IPv6 literal whole', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
});
