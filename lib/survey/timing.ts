/**
 * The survey's constants (SPEC §9): how old an account must be, how long a skipped survey waits and
 * how long the start dialog waits once the user is eligible, for the default app flavour and the
 * alternate one (short times, for demos and tests). A tenant picks its flavour with `survey_flavour`.
 */
import type { TenantConfig } from '@/lib/tenant/schema';

export type SurveyFlavour = TenantConfig['survey_flavour'];

export interface SurveyTiming {
  /** The account must be at least this old (ms since its added date). */
  minAccountAgeMs: number;
  /** A skipped survey returns this long after the skip. */
  skipWaitMs: number;
  /** The start dialog opens this long after the user became eligible. */
  dialogDelayMs: number;
}

const MINUTE = 60_000;

export const SURVEY_TIMING: Record<SurveyFlavour, SurveyTiming> = {
  default: { minAccountAgeMs: 7 * 24 * 60 * MINUTE, skipWaitMs: 1440 * MINUTE, dialogDelayMs: 20_000 },
  alternate: { minAccountAgeMs: 30 * MINUTE, skipWaitMs: 10 * MINUTE, dialogDelayMs: 5_000 },
};

/** SPEC §9: the default survey is a first user-experience survey; its record is kept under this name. */
export const DEFAULT_SURVEY_NAME = 'first_ux';
