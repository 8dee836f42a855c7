/**
 * Which peers may speak for the client (TRUSTED_PROXIES): Fastify believes X-Forwarded-For only
 * from them (so req.ip, and every rate-limit key, is the real client), and the viewer's country
 * header only from them. Entries are checked by env.ts: 'loopback', an address, or address/prefix.
 */
import { BlockList, isIP } from 'node:net';

/** ::ffff:127.0.0.1 is how an IPv4 peer of a dual-stack socket appears. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i;

export type ProxyTrust = (address: string | undefined) => boolean;

export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const v4 = MAPPED_V4.exec(address)?.[1] ?? address;
    const family = isIP(v4);
    return family !== 0 && list.check(v4, family === 6 ? 'ipv6' : 'ipv4');
  };
}
