/**
 * Who is offered the survey (SPEC §5): a survey form is configured, a signed-in user with an added
 * date, a route where the survey is not suppressed (SPEC §2), an account older than the threshold, no
 * submitted or closed record, and after a skip, the wait has passed. Pure: the time rules answer
 * *when* the user becomes eligible, so a page left open can wait for that moment.
 */
import type { SurveyRecord } from '@/lib/models/session';
import { matchRoute } from '@/lib/routes';
import type { SurveyTiming } from './timing';

export interface SurveyConfig {
  /** The record's key in the profile's options. */
  name: string;
  /** The tenant's survey form address; without one there is no survey. */
  formUrl: string | undefined;
  timing: SurveyTiming;
}

export interface SurveyFacts {
  /** The signed-in user's profile, or null (nobody signed in, or the profile is not loaded yet). */
  user: { added: string | null; options: Record<string, SurveyRecord> } | null;
  /** The locale-less portal path of the page (lib/routes.ts). */
  path: string;
}

/** True on the routes of SPEC §2 where the survey never opens. */
export function surveySuppressedOn(path: string): boolean {
  return matchRoute(path)?.noSurvey === true;
}

/**
 * The moment (epoch ms) from which the user is eligible — possibly in the past — or null when the
 * survey is not for them here at all (no form, nobody signed in, no valid added date, a suppressed
 * route, already submitted or closed).
 */
export function eligibleFrom(config: SurveyConfig, facts: SurveyFacts): number | null {
  const { user } = facts;
  if (!config.formUrl || !user || surveySuppressedOn(facts.path)) return null;
  const added = user.added ? Date.parse(user.added) : Number.NaN;
  if (!Number.isFinite(added)) return null;
  const record = user.options[config.name];
  if (record?.submitted !== undefined || record?.closed !== undefined) return null;
  const oldEnough = added + config.timing.minAccountAgeMs;
  return record?.skipped !== undefined ? Math.max(oldEnough, record.skipped + config.timing.skipWaitMs) : oldEnough;
}

/** The user's record after Later, submit or close: earlier marks are kept (the API replaces the whole record). */
export function markRecord(previous: Partial<SurveyRecord> | undefined, name: string, mark: 'skipped' | 'submitted' | 'closed', now: number): SurveyRecord {
  return { ...previous, surveyName: name, [mark]: now };
}
