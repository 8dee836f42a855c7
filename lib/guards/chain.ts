/** The guard chain in SPEC §2 order; the first guard that does not continue decides. */
import { authGuard } from './auth';
import { disableTeamPageGuard } from './disable-team-page';
import { favoriteClubGuard } from './favorite-club';
import { loginSkipGuard } from './login-skip';
import { redirectRulesGuard } from './redirect-rules';
import { storeUrlGuard } from './store-url';
import { trailingSlashGuard } from './trailing-slash';
import { next, type Guard, type GuardContext, type GuardResult } from './types';
import type { NamedGuard } from '@/lib/routes';

/** The two general guards, then favorite club, login skip and the tenant's redirect rules. */
export const globalGuards: readonly Guard[] = [trailingSlashGuard, storeUrlGuard, favoriteClubGuard, loginSkipGuard, redirectRulesGuard];

export const namedGuards: Record<NamedGuard, Guard> = {
  auth: authGuard,
  'disable-team-page': disableTeamPageGuard,
};

export function runGuards(ctx: GuardContext): GuardResult {
  const chain = [...globalGuards, ...(ctx.route?.guards ?? []).map((name) => namedGuards[name])];
  for (const guard of chain) {
    const result = guard(ctx);
    if (result.kind !== 'continue') return result;
  }
  return next;
}
