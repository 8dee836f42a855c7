import { next, type Guard } from './types';

/** SPEC §2: the tenant's per-path redirect rules, looked up on every navigation. */
export const redirectRulesGuard: Guard = ({ tenant, path }) => {
  const rule = tenant.redirects.find((r) => r.from === path);
  return rule ? { kind: 'redirect', to: rule.to, permanent: rule.permanent } : next;
};
