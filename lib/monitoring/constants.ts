/** SPEC §9's error-reporting defaults, plus the server's rate (it has no session to count in). */
export const MONITORING_LIMITS = {
  maxBreadcrumbs: 25,
  eventsPerSession: 10,
  maxEventBytes: 1024 * 1024,
  /** Server: a burst of this many events, then this many per minute. */
  serverEventsPerMinute: 10,
} as const;
