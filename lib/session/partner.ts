/**
 * The federation partner's code exchange (SPEC §7): a form-encoded POST to the partner's
 * access-token endpoint with grant_type authorization_code, client_id, code and redirect_uri. An
 * error answer's error_description is thrown as is (SPEC §8).
 */
import { loginFailedError } from './social-popup';

export interface PartnerExchange {
  tokenUrl: string;
  clientId: string;
  code: string;
  redirectUri: string;
  fetch?: typeof fetch;
}

export async function exchangePartnerCode({ tokenUrl, clientId, code, redirectUri, fetch: doFetch = globalThis.fetch }: PartnerExchange): Promise<string> {
  const res = await doFetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: redirectUri }).toString(),
  }).catch(() => {
    throw loginFailedError();
  });
  const body = (await res.json().catch(() => null)) as { access_token?: unknown; error_description?: unknown } | null;
  if (res.ok && typeof body?.access_token === 'string' && body.access_token) return body.access_token;
  if (typeof body?.error_description === 'string' && body.error_description) throw new Error(body.error_description);
  throw loginFailedError();
}
