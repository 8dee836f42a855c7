import { next, type Guard } from './types';

/**
 * SPEC §2: the root sends the browser to its `storeUrl` query parameter (unless it is the text
 * 'undefined'). Only http(s) targets are honoured, so the parameter cannot run script.
 */
export const storeUrlGuard: Guard = ({ path, search }) => {
  if (path !== '/') return next;
  const target = search.get('storeUrl');
  if (!target || target === 'undefined') return next;
  // The parsed form: the proxy tells external targets by their 'http(s)://' start, which a loose
  // spelling such as 'https:example.org' or ' https://…' lacks.
  return isHttpUrl(target) ? { kind: 'redirect', to: new URL(target).href } : next;
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
