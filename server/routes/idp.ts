/**
 * The test identity provider: authorize pages for google, facebook, apple and the ifa partner that
 * a sign-in popup can complete without the internet, and the partner's form-encoded
 * authorization_code → token endpoint. It signs in whoever types an e-mail, so it is registered
 * only with the dev tools (API_DEV_TOOLS=1 or NODE_ENV=test, on loopback). Not part of the platform
 * API; a real deployment points the tenant's oauth addresses at the real providers.
 */
import type { FastifyInstance } from 'fastify';
import * as z from '@/lib/api/contract/zod';
import { LOGIN_PROVIDERS, type LoginProvider } from '@/lib/api/contract';
import { badRequest } from '../domain/errors';
import { originAllowed } from '../plugins/external/cors';

const LABELS: Record<LoginProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', ifa: 'IFA partner' };

const authorizeQuery = z.looseObject({
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.optional(z.string().check(z.maxLength(1024))),
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
});
const authorizeForm = z.extend(authorizeQuery, {
  email: z.email().check(z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
/** Cancel needs no identity: the provider answers access_denied, as a real one does when the user declines. */
const cancelForm = z.extend(authorizeQuery, { decision: z.literal('cancel') });
const authorizeBody = z.union([cancelForm, authorizeForm]);
const tokenForm = z.object({
  grant_type: z.string(),
  client_id: z.string().check(z.minLength(1), z.maxLength(200)),
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  redirect_uri: z.string().check(z.minLength(1), z.maxLength(2048)),
});
const providerParams = z.object({ provider: z.enum(LOGIN_PROVIDERS) });

/**
 * The sign-in page is a document: inline styles only, no scripts. It runs in the portal's popup,
 * which must keep its opener (the portal watches popup.closed), so no Cross-Origin-Opener-Policy;
 * no form-action either, as the form's answer redirects to the portal.
 */
const pageHelmet = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(provider: LoginProvider, q: z.output<typeof authorizeQuery>): string {
  const hidden = (name: string, value: string | undefined) => (value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);
  const label = LABELS[provider];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${label} (test provider)</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f7fc;color:#0f1624;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 4px 24px #0002;width:min(22rem,90vw)}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;font-weight:600;background:#2563eb;color:#fff;border:0;border-radius:8px;cursor:pointer}</style></head>
<body><main><h1>Sign in with ${label}</h1>
<p>Test identity provider of the reference API: no password, the account is the email below.</p>
<form method="post" action="/idp/${provider}/authorize">
${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state)}${hidden('client_id', q.client_id)}
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email" value="${provider}.user@demo.test">
<label for="name">Name</label><input id="name" name="name" type="text" required autocomplete="name" value="${escapeHtml(`${label} Demo User`)}">
<button type="submit">Continue</button>
<button type="submit" name="decision" value="cancel" formnovalidate style="background:#fff;color:#0f1624;border:1px solid #0f1624">Cancel</button>
</form></main></body></html>`;
}

export default async function idpRoutes(app: FastifyInstance): Promise<void> {
  /** Only the portal's own origins may receive tokens (no open redirect). */
  function checkRedirect(uri: string): void {
    if (!originAllowed(new URL(uri).origin, app.config.corsOrigins)) throw badRequest('redirect_uri is not a portal address');
  }

  app.get(
    '/idp/:provider/authorize',
    { helmet: pageHelmet, schema: { hide: true, params: providerParams, querystring: authorizeQuery } },
    async (req, reply) => {
      const { provider } = req.params as z.output<typeof providerParams>;
      const query = req.query as z.output<typeof authorizeQuery>;
      checkRedirect(query.redirect_uri);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(provider, query));
    },
  );

  app.post('/idp/:provider/authorize', { helmet: pageHelmet, schema: { hide: true, params: providerParams, body: authorizeBody } }, async (req, reply) => {
    const { provider } = req.params as z.output<typeof providerParams>;
    const body = req.body as z.output<typeof authorizeBody>;
    checkRedirect(body.redirect_uri);
    const target = new URL(body.redirect_uri);
    if (body.decision === 'cancel') {
      // RFC 6749 §4.1.2.1 and §4.2.2.1: the error in the query (code flow, ifa) or the fragment (token flows).
      const answer = new URLSearchParams({ error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
      if (body.state !== undefined) answer.set('state', body.state);
      if (provider === 'ifa') answer.forEach((value, key) => target.searchParams.set(key, value));
      else target.hash = answer.toString();
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
    }
    const form = body as z.output<typeof authorizeForm>;
    const identity = { provider, email: form.email, name: form.name };
    if (provider === 'ifa') {
      target.searchParams.set('code', app.idp.issueCode({ ...identity, clientId: form.client_id, redirectUri: form.redirect_uri }));
      if (form.state !== undefined) target.searchParams.set('state', form.state);
    } else {
      const { token, expiresIn } = app.idp.issueToken(identity);
      const fragment = new URLSearchParams({
        [provider === 'apple' ? 'id_token' : 'access_token']: token,
        token_type: 'Bearer',
        expires_in: String(expiresIn),
      });
      if (form.state !== undefined) fragment.set('state', form.state);
      target.hash = fragment.toString();
    }
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
  });

  /** OAuth 2.0 errors here (RFC 6749 §5.2: error, error_description), as the partner answers them. */
  app.post('/idp/ifa/token', { schema: { hide: true } }, async (req, reply) => {
    const parsed = tokenForm.safeParse(req.body);
    const fail = (error: string, description: string) => reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });
    if (!parsed.success) return fail('invalid_request', 'grant_type, client_id, code and redirect_uri are required');
    if (parsed.data.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'Only authorization_code is supported');
    const grant = app.idp.redeemCode(parsed.data.code, parsed.data.client_id, parsed.data.redirect_uri);
    if (!grant) return fail('invalid_grant', 'The code is invalid, expired, already used or was issued to another client');
    const { token, expiresIn } = app.idp.issueToken({ provider: 'ifa', email: grant.email, name: grant.name });
    return reply.header('cache-control', 'no-store').send({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: 'openid email profile' });
  });
}
