import { next, type Guard } from './types';

/** SPEC §2: with the ifa single sign-on skip on (and the federation provider available), /auth/login/ goes to /. */
export const loginSkipGuard: Guard = ({ tenant, path }) => {
  if (path !== '/auth/login/' || !tenant.enable_skip_login_page_for_ifa_sso || !tenant.enable_ifa_sso) return next;
  return { kind: 'redirect', to: '/' };
};
