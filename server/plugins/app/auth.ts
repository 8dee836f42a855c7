/**
 * Bearer tokens in X-Authorization (SPEC §7). The api scope runs `app.authenticate` on every request:
 * a sent token must be valid even on public routes (so the portal refreshes instead of silently
 * getting anonymous answers); routes say in their config whether a session is required.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../domain/errors';
import { SESSION_ACCESS } from '../../repositories/sessions';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (req: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S{1,4096})$/i;

function bearerToken(header: string | string[] | undefined): string | null | 'malformed' {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  return BEARER.exec(value.trim())?.[1] ?? 'malformed';
}

export default globalPlugin('auth', async (app) => {
  app.decorateRequest('session', null);

  app.decorate('authenticate', async (req: FastifyRequest) => {
    const config = req.routeOptions.config;
    const mode = config.auth ?? 'none';
    if (mode === 'none') return;
    const token = bearerToken(req.headers['x-authorization']);
    if (token === 'malformed') throw unauthorized('X-Authorization must be "Bearer <token>"');
    if (token === null) {
      if (mode === 'required') throw unauthorized();
      return;
    }
    const session = await app.repos.sessions.byAccessToken(token);
    if (!session || session.revoked_at !== null) throw unauthorized('Invalid or revoked token');
    if (session.access_expires_at <= app.clock()) throw unauthorized('Token expired', 'token_expired');
    if (session.restricted === SESSION_ACCESS.deviceLimit && !config.allowRestricted) {
      throw forbidden('Device limit reached: free a device first', 'device_restricted');
    }
    if (session.restricted === SESSION_ACCESS.deviceRemoved && config.allowRestricted !== 'removed-device') {
      throw forbidden('This device was removed from the account', 'device_restricted');
    }
    req.session = {
      id: session.id,
      familyId: session.family_id,
      userId: session.user_id,
      deviceId: session.device_id,
      restricted: session.restricted !== SESSION_ACCESS.full,
      removed: session.restricted === SESSION_ACCESS.deviceRemoved,
    };
  });
});

/** For handlers of 'required' routes: the hook guarantees the session. */
export function sessionOf(req: FastifyRequest) {
  if (!req.session) throw unauthorized();
  return req.session;
}
