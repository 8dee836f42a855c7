/**
 * The test identity provider's memory: tokens and codes it issued (10 minutes), so the token
 * endpoint can accept only those. Per app instance, never in module scope.
 */
import { randomBytes } from 'node:crypto';
import type { LoginProvider } from '@/lib/api/contract';

export interface IdpIdentity {
  provider: LoginProvider;
  email: string;
  name: string;
}

interface CodeGrant extends IdpIdentity {
  clientId: string;
  redirectUri: string;
}

const TTL_MS = 10 * 60_000;

export class TestIdp {
  private readonly tokens = new Map<string, IdpIdentity & { expiresAt: number }>();
  private readonly codes = new Map<string, CodeGrant & { expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  /** Access token (google, facebook, ifa) or id token (apple); reusable until it expires. */
  issueToken(identity: IdpIdentity): { token: string; expiresIn: number } {
    const token = `idp_${identity.provider}_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { ...identity, expiresAt: this.clock() + TTL_MS });
    return { token, expiresIn: TTL_MS / 1000 };
  }

  verify(token: string, provider: string): IdpIdentity | null {
    const found = this.tokens.get(token);
    if (!found || found.provider !== provider) return null;
    if (found.expiresAt <= this.clock()) {
      this.tokens.delete(token);
      return null;
    }
    return { provider: found.provider, email: found.email, name: found.name };
  }

  issueCode(grant: CodeGrant): string {
    const code = randomBytes(18).toString('base64url');
    this.codes.set(code, { ...grant, expiresAt: this.clock() + TTL_MS });
    return code;
  }

  /** Single use; client_id and redirect_uri must match the authorize request (RFC 6749 §4.1.3). */
  redeemCode(code: string, clientId: string, redirectUri: string): CodeGrant | null {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt <= this.clock()) return null;
    if (grant.clientId !== clientId || grant.redirectUri !== redirectUri) return null;
    return grant;
  }
}
