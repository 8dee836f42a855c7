/** What the plugins decorate the Fastify instance and requests with. */
import type { Db } from './db';
import type { ProxyTrust } from './domain/proxies';
import type { TestIdp } from './domain/test-idp';
import type { ServerConfig } from './env';
import type { MediaSigner } from './media/signing';
import type { PaymentProcessor } from './domain/payments';
import type { Realtime } from './realtime';
import type { Repositories } from './repositories';

/** The caller's token, once the auth hook has checked it. */
export interface AuthSession {
  id: string;
  familyId: string;
  userId: string;
  /** The client device identifier the session signed in with. */
  deviceId: string | null;
  /** Not a full session (SESSION_ACCESS): a device-limit sign-in's, or a removed device's. */
  restricted: boolean;
  /** Its device was removed from the account: only the device check and logout. */
  removed: boolean;
}

/** Numbers tests and operators read at GET /admin/stats. */
export interface Counters {
  logins: number;
  registrations: number;
  socialExchanges: number;
  refreshExchanges: number;
  refreshRefusals: number;
  purchases: number;
  /** Processing payments this process settled (each is settled by one process only). */
  paymentsSettled: number;
  /** Scheduler runs this process made (with several processes, one makes each run). */
  schedulerTicks: number;
  /** Kick-off reminders this process sent: to an open page, and as pushes a push service took. */
  remindersInPage: number;
  remindersPushed: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** Epoch milliseconds; tests inject their own clock. */
    clock: () => number;
    /** Whether a peer address is one of TRUSTED_PROXIES. */
    trustsProxy: ProxyTrust;
    counters: Counters;
    db: Db;
    repos: Repositories;
    realtime: Realtime;
    payments: PaymentProcessor;
    idp: TestIdp;
    /** Signs the stream addresses of answers (media/signing.ts). */
    mediaSigner: MediaSigner;
  }
  interface FastifyRequest {
    session: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** How the api scope's auth hook treats the route (from the contract's route table). */
    auth?: 'required' | 'optional' | 'none';
    /** Which restricted tokens may call this route: a device-limit sign-in's, or also a removed device's. */
    allowRestricted?: false | 'device-limit' | 'removed-device';
  }
}
