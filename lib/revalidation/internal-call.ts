/**
 * Calls the portal server makes to its own Next handler, in the same process (a tenant reload on
 * SIGHUP or, in development, on a changed tenant file: docs/white-label.md): they carry a random
 * token made once per process and kept on globalThis, which never leaves the process, in place of
 * an operator's signature.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const INTERNAL_CALL_HEADER = 'x-portal-internal-call';

const TOKEN = Symbol.for('portal.internalCallToken');

export function internalCallToken(): string {
  const shared = globalThis as typeof globalThis & { [TOKEN]?: string };
  shared[TOKEN] ??= randomBytes(32).toString('hex');
  return shared[TOKEN];
}

export function isInternalCall(request: Request): boolean {
  const sent = Buffer.from(request.headers.get(INTERNAL_CALL_HEADER) ?? '');
  const token = Buffer.from(internalCallToken());
  return sent.length === token.length && timingSafeEqual(sent, token);
}
