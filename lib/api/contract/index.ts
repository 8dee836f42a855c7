/**
 * The wire contract between the portal and a platform API (SPEC §3 shapes, §7 calls): zod schemas
 * for every request and answer. The reference API (server/) validates and answers with them; the
 * portal's client parses every answer with them. See README.md for the conventions.
 */
export * from './common';
export * from './auth';
export * from './user';
export * from './events';
export * from './clips';
export * from './tags';
export * from './user-title';
export * from './commerce';
export * from './identities';
export * from './follows';
export * from './calendar';
export * from './reminders';
export * from './results';
export * from './realtime';
export * from './routes';
export * from './limits';
export * from './statuses';
