/**
 * The reference API sends no mail: password reset links land in this outbox instead, one (the last)
 * per address, held in memory for the life of the process. Operators and tests read it at
 * GET /admin/outbox/password-reset?email=… (X-Admin-Key). A real backend mails the link and keeps nothing.
 */
export interface OutboxMessage {
  email: string;
  /** The reset token as mailed (the database keeps only its hash). */
  token: string;
  /** The portal's reset page with ?token=, or null when the request named no portal address. */
  link: string | null;
  sentAt: number;
  expiresAt: number;
}

export function createOutbox() {
  const last = new Map<string, OutboxMessage>();
  return {
    send: (message: OutboxMessage) => void last.set(message.email.toLowerCase(), message),
    lastFor: (email: string) => last.get(email.toLowerCase()),
  };
}
