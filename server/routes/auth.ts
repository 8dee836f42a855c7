/**
 * Authentication calls of SPEC §7: register, login, the oauth2 token endpoint (refresh and social
 * sign-in) and logout. The account's devices are devices.ts, its password calls passwords.ts.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type LoginAnswer, type SocialExchangeAnswer } from '@/lib/api/contract';
import type { UsersTable } from '../db/schema';
import { conflict, unauthorized } from '../domain/errors';
import { newId } from '../domain/ids';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { DEFAULT_DEVICE_LIMIT, signIn } from '../domain/sign-in';
import { sessionOf } from '../plugins/app/auth';
import { authRateLimit, checkLimit } from '../plugins/external/rate-limit';
import { contractRoute } from './contract-route';

/** The window of ACCOUNT_RATE_LIMIT. */
export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60_000;

/** The account a login or reset request is about: the limit follows the e-mail, whatever address it comes from. */
export const accountKey = (kind: string) => (req: { body: unknown }) => {
  const body = req.body as { username?: unknown; email?: unknown } | null;
  const email = body?.username ?? body?.email;
  return `${kind}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

/** How many times ACCOUNT_RATE_LIMIT an account may fail from all addresses together before unknown devices wait. */
export const ACCOUNT_WIDE_FACTOR = 10;

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const limited = { config: authRateLimit(app.config.authRateLimit) };
  const { accounts, sessions } = app.repos;
  // Per address (the route config above) stops one machine; per account stops many machines
  // guessing one password (and flooding one mailbox with reset mails, passwords.ts). Failed sign-ins are counted so
  // that nobody can lock an owner out: per account and address (a guesser waits; the owner elsewhere
  // does not), and per account everywhere at ACCOUNT_WIDE_FACTOR times that, which then holds back
  // only devices the account does not have — the owner's own devices still sign in.
  const perAccount = { max: app.config.accountRateLimit, timeWindow: ACCOUNT_LIMIT_WINDOW_MS };
  const failuresHere = app.createRateLimit({ ...perAccount, keyGenerator: (req) => `${accountKey('login')(req)}|${req.ip}` });
  const failuresEverywhere = app.createRateLimit({ ...perAccount, max: perAccount.max * ACCOUNT_WIDE_FACTOR, keyGenerator: accountKey('login-all') });

  const newUser = (email: string, displayName: string, extra: Partial<UsersTable> = {}): UsersTable => ({
    id: newId('u'),
    email: email.toLowerCase(),
    password_hash: null,
    display_name: displayName,
    city: null,
    gender: null,
    date_of_birth: null,
    phone: null,
    country_name: null,
    postal_code: null,
    identity: null,
    identity_item: null,
    global_tags: 0,
    favorite_club_id: null,
    options: '{}',
    device_limit: DEFAULT_DEVICE_LIMIT,
    calendar_token: null,
    spoiler_free: null,
    created_at: app.clock(),
    ...extra,
  });

  contractRoute(
    app,
    apiRoutes.register,
    async ({ body }): Promise<LoginAnswer> => {
      if (await accounts.userByEmail(body.email)) throw conflict('An account with this email exists', 'email_taken');
      const user = newUser(body.email, body.displayName ?? body.email.split('@')[0] ?? body.email, {
        password_hash: await hashPassword(body.password),
        city: body.city ?? null,
        gender: body.gender ?? null,
        date_of_birth: body.dateOfBirth ?? null,
        phone: body.phone ?? null,
        country_name: body.countryName ?? null,
        postal_code: body.postalCode ?? null,
        favorite_club_id: body.favoriteClubId && app.repos.index.identities.get(body.favoriteClubId)?.kind === 'team' ? body.favoriteClubId : null,
      });
      await accounts.createUser(user);
      app.counters.registrations += 1;
      const device = body.device_id && body.device_name ? { id: body.device_id, name: body.device_name } : null;
      return { content: await signIn(app, user, device) };
    },
    limited,
  );

  contractRoute(
    app,
    apiRoutes.login,
    async ({ body, req }): Promise<LoginAnswer> => {
      // Only failures count, so a user who signs in often is never locked out by their own successes;
      // past a limit even the right password is refused, so guessing on learns nothing.
      await checkLimit(failuresHere, req, 'peek');
      const user = await accounts.userByEmail(body.username);
      const knownDevice = (await accounts.device(user?.id ?? '', body.device_id)) !== undefined;
      if (!knownDevice) await checkLimit(failuresEverywhere, req, 'peek');
      // Unknown e-mails are checked against a hash too (verifyPassword): the same time either way.
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) {
        await failuresHere(req);
        await failuresEverywhere(req);
        throw unauthorized('Invalid email or password', 'invalid_credentials');
      }
      app.counters.logins += 1;
      return { content: await signIn(app, user, { id: body.device_id, name: body.device_name }) };
    },
    limited,
  );

  contractRoute(
    app,
    apiRoutes.oauthToken,
    async ({ body }) => {
      const now = app.clock();
      if (body.subject_token_type === 'urn:ietf:params:oauth:token-type:refresh_token') {
        const outcome = await sessions.refresh(body.subject_token, { now, accessTtlS: app.config.accessTokenTtl, refreshTtlS: app.config.refreshTokenTtl });
        if (!outcome.ok) {
          app.counters.refreshRefusals += 1;
          if (outcome.reason === 'reused') app.realtime.endSessions(outcome.userId, { familyId: outcome.familyId });
          throw unauthorized(`Refresh token ${outcome.reason}`, 'invalid_refresh_token');
        }
        app.counters.refreshExchanges += 1;
        const { user_id: userId, device_id: deviceId } = outcome.tokens.session;
        if (body.device?.app_version && deviceId) await accounts.setDeviceAppVersion(userId, deviceId, body.device.app_version);
        return { token: outcome.tokens.accessToken, expires_in: app.config.accessTokenTtl, refresh_token: outcome.tokens.refreshToken };
      }
      const identity = app.config.testIdpEnabled ? app.idp.verify(body.subject_token, body.subject_issuer) : null;
      if (!identity) throw unauthorized('The subject token was not issued by this provider', 'invalid_subject_token');
      const subject = identity.email.toLowerCase();
      const linkedId = await accounts.socialUserId(identity.provider, subject);
      let user = linkedId ? await accounts.userById(linkedId) : undefined;
      const isRegister = !user;
      if (!user) {
        // An e-mail alone proves nothing (a provider may let anyone claim any address): an account
        // is opened only by the provider identity linked to it, never adopted by a matching e-mail.
        if (await accounts.userByEmail(subject)) throw conflict('An account with this email exists: sign in with its password', 'account_exists');
        const name = body.profile?.display_name?.trim() || identity.name.trim() || subject.split('@')[0] || subject;
        user = newUser(subject, name);
        await accounts.createUser(user);
        await accounts.linkSocial(identity.provider, subject, user.id, now);
      }
      app.counters.socialExchanges += 1;
      const result = await signIn(app, user, { id: body.device.id, name: body.device.name, appVersion: body.device.app_version });
      const answer: SocialExchangeAnswer = {
        token: result.tokenData.access_token,
        expires_in: result.tokenData.expires_in,
        refresh_token: result.tokenData.refresh_token,
        auth_data: { profile: result.profile, devices: result.devices, device_error: result.device_error, isRegister },
      };
      return answer;
    },
    limited,
  );

  contractRoute(
    app,
    apiRoutes.logout,
    async ({ req }) => {
      const session = sessionOf(req);
      await sessions.revokeFamily(session.familyId, app.clock());
      app.realtime.endSessions(session.userId, { familyId: session.familyId });
    },
    { allowRestricted: 'removed-device' },
  );
}
