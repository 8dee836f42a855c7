/**
 * The statuses the socket's messages carry (realtime.ts), apart from the schemas of events.ts and
 * commerce.ts: the browser loads the message schemas once a page is idle, and importing those files
 * for two lists would build every event and commerce schema on its main thread too.
 */

/** The reference API answers LIVE, UPCOMING, vod (archived) and channel; 'live' also occurs elsewhere. */
export const EVENT_STATUSES = ['LIVE', 'UPCOMING', 'live', 'channel', 'vod'] as const;
export const PAYMENT_STATUSES = ['APPROVED', 'PROCESSING', 'DECLINED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
