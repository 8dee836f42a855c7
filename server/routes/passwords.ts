/** The password calls behind SPEC §2's password pages: forgot (a mailed reset link), reset and change. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@/lib/api/contract';
import { badRequest, unauthorized } from '../domain/errors';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { sessionOf } from '../plugins/app/auth';
import { originAllowed } from '../plugins/external/cors';
import { authRateLimit, checkLimit } from '../plugins/external/rate-limit';
import { ACCOUNT_LIMIT_WINDOW_MS, accountKey } from './auth';
import { contractRoute } from './contract-route';

/** How long a mailed reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const limited = { config: authRateLimit(app.config.authRateLimit) };
  const { accounts, sessions } = app.repos;
  // Per account: nobody floods one mailbox with reset mails from many machines.
  const resetMails = app.createRateLimit({ max: app.config.accountRateLimit, timeWindow: ACCOUNT_LIMIT_WINDOW_MS, keyGenerator: accountKey('forgot') });

  /** The link to mail: the portal's reset page (a portal address only), else the caller's portal origin. */
  function resetLink(resetUrl: string | undefined, origin: string | undefined, token: string): string | null {
    const allowed = (o: string) => originAllowed(o, app.config.corsOrigins);
    let base: URL | null = null;
    if (resetUrl) {
      base = new URL(resetUrl);
      if (!allowed(base.origin)) throw badRequest('reset_url is not a portal address');
    } else if (origin && allowed(origin)) {
      base = new URL('/auth/password/reset/', origin);
    }
    if (!base) return null;
    base.searchParams.set('token', token);
    return base.toString();
  }

  contractRoute(
    app,
    apiRoutes.forgotPassword,
    async ({ body, req }) => {
      const now = app.clock();
      const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
      // Validate the address before looking the account up, so the answer never depends on it.
      resetLink(body.reset_url, origin, 'x');
      // Counted per typed address, known or not, so a 429 says nothing about the account either.
      await checkLimit(resetMails, req);
      const user = await accounts.userByEmail(body.email);
      // Social-only accounts may set a password this way too; unknown addresses answer the same 204.
      if (!user) return;
      const token = await accounts.createPasswordReset(user.id, now, PASSWORD_RESET_TTL_MS);
      // The reference API sends no mail: with the dev tools the link goes to the outbox (and the log);
      // without them, nowhere — a real backend mails it here.
      if (!app.config.devTools) return;
      const link = resetLink(body.reset_url, origin, token);
      app.repos.outbox.send({ email: user.email, token, link, sentAt: now, expiresAt: now + PASSWORD_RESET_TTL_MS });
      req.log.info({ email: user.email, link: link ?? token }, 'password reset link (outbox)');
    },
    limited,
  );

  contractRoute(
    app,
    apiRoutes.resetPassword,
    async ({ body }) => {
      const now = app.clock();
      const outcome = await accounts.resetPassword(body.token, await hashPassword(body.password), now);
      if (!outcome.ok) throw badRequest(`Reset token ${outcome.reason === 'unknown' ? 'invalid' : outcome.reason}`, 'invalid_reset_token');
      // Whoever knew the old password is signed out everywhere, sockets included.
      await sessions.revokeUser(outcome.userId, now);
      app.realtime.endSessions(outcome.userId, { all: true });
    },
    limited,
  );

  contractRoute(
    app,
    apiRoutes.changePassword,
    async ({ body, req }) => {
      const session = sessionOf(req);
      const user = await accounts.userById(session.userId);
      if (!user) throw unauthorized();
      // 400, not 401: a 401 means "refresh the token and retry" to every client.
      if (!(await verifyPassword(user.password_hash, body.current_password))) throw badRequest('The current password is wrong', 'invalid_current_password');
      await accounts.setPassword(user.id, await hashPassword(body.new_password));
      await sessions.revokeUser(user.id, app.clock(), session.familyId);
      app.realtime.endSessions(user.id, { exceptFamilyId: session.familyId });
    },
    limited,
  );
}
