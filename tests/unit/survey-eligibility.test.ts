import { describe, expect, it } from 'vitest';
import type { SurveyRecord } from '@/lib/models/session';
import { eligibleFrom, markRecord, surveySuppressedOn, type SurveyConfig, type SurveyFacts } from '@/lib/survey/eligibility';
import { DEFAULT_SURVEY_NAME, SURVEY_TIMING } from '@/lib/survey/timing';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const config: SurveyConfig = { name: DEFAULT_SURVEY_NAME, formUrl: 'https://forms.example/ux', timing: SURVEY_TIMING.default };
const iso = (ms: number) => new Date(ms).toISOString();
const facts = (over: Partial<SurveyFacts> = {}, options: Record<string, SurveyRecord> = {}): SurveyFacts => ({
  user: { added: iso(NOW - 30 * DAY), options },
  path: '/',
  ...over,
});
/** Offered at `now`: the survey's machine waits for eligibleFrom's moment. */
function isEligible(c: SurveyConfig, f: SurveyFacts, now: number): boolean {
  const from = eligibleFrom(c, f);
  return from !== null && now >= from;
}

describe('the survey constants (SPEC §9)', () => {
  it('has the default and the alternate flavour', () => {
    expect(SURVEY_TIMING.default).toEqual({ minAccountAgeMs: 7 * DAY, skipWaitMs: 1440 * MIN, dialogDelayMs: 20_000 });
    expect(SURVEY_TIMING.alternate).toEqual({ minAccountAgeMs: 30 * MIN, skipWaitMs: 10 * MIN, dialogDelayMs: 5_000 });
  });
});

describe('survey eligibility (SPEC §5)', () => {
  it('offers it to a signed-in user old enough, with no record, on an ordinary page', () => {
    expect(isEligible(config, facts(), NOW)).toBe(true);
    expect(eligibleFrom(config, facts())).toBe(NOW - 30 * DAY + 7 * DAY);
  });

  it('needs a configured survey form', () => {
    expect(eligibleFrom({ ...config, formUrl: undefined }, facts())).toBeNull();
    expect(eligibleFrom({ ...config, formUrl: '' }, facts())).toBeNull();
  });

  it('needs a signed-in user with a valid added date', () => {
    expect(eligibleFrom(config, facts({ user: null }))).toBeNull();
    expect(eligibleFrom(config, facts({ user: { added: null, options: {} } }))).toBeNull();
    expect(eligibleFrom(config, facts({ user: { added: 'not a date', options: {} } }))).toBeNull();
  });

  it.each([
    '/auth/login/',
    '/auth/login/limit/',
    '/auth/oauth2/callback/google/',
    '/auth/password/reset/',
    '/auth/password/forgot/',
    '/auth/sign-up/',
    '/auth/sign-up/personalization/',
    '/auth/sign-up/subscription/',
    '/auth/sign-up/subscription/code/',
    '/auth/sign-up/subscription/buy/svod-monthly/',
    '/auth/sign-up/following/league/',
    '/auth/sign-up/following/league/followed/',
    '/auth/sign-up/following/league/lg-1/',
    '/auth/sign-up/following/category/',
    '/auth/sign-up/following/category/followed/',
    '/auth/sign-up/following/category/c-1/',
    '/payment/failure/',
    '/payment/success/',
    '/payment/processing/',
    '/redirect/events/ref-1/',
    '/club/',
    '/open-app/',
  ])('is suppressed on %s (SPEC §2)', (path) => {
    expect(surveySuppressedOn(path)).toBe(true);
    expect(eligibleFrom(config, facts({ path }))).toBeNull();
  });

  it.each(['/', '/events/ev-1/', '/league/lg-1/', '/account/', '/following/league/', '/live/football/'])('is not suppressed on %s', (path) => {
    expect(surveySuppressedOn(path)).toBe(false);
    expect(isEligible(config, facts({ path }), NOW)).toBe(true);
  });

  it('waits until the account is older than the threshold', () => {
    const added = NOW - 7 * DAY + MIN;
    const young = facts({ user: { added: iso(added), options: {} } });
    expect(isEligible(config, young, NOW)).toBe(false);
    expect(eligibleFrom(config, young)).toBe(added + 7 * DAY);
    expect(isEligible(config, young, NOW + MIN)).toBe(true);
    // The alternate flavour: 30 minutes.
    const alternate = { ...config, timing: SURVEY_TIMING.alternate };
    const new29 = facts({ user: { added: iso(NOW - 29 * MIN), options: {} } });
    expect(isEligible(alternate, new29, NOW)).toBe(false);
    expect(isEligible(alternate, new29, NOW + MIN)).toBe(true);
  });

  it('never offers it again once submitted or closed', () => {
    expect(eligibleFrom(config, facts({}, { first_ux: { surveyName: 'first_ux', submitted: NOW - DAY } }))).toBeNull();
    expect(eligibleFrom(config, facts({}, { first_ux: { surveyName: 'first_ux', closed: NOW - DAY } }))).toBeNull();
    expect(eligibleFrom(config, facts({}, { first_ux: { surveyName: 'first_ux', skipped: NOW - 9 * DAY, closed: NOW - 8 * DAY } }))).toBeNull();
  });

  it('after a skip, waits until the skip wait has passed', () => {
    const skipped = NOW - 1439 * MIN;
    const f = facts({}, { first_ux: { surveyName: 'first_ux', skipped } });
    expect(isEligible(config, f, NOW)).toBe(false);
    expect(eligibleFrom(config, f)).toBe(skipped + 1440 * MIN);
    expect(isEligible(config, f, NOW + MIN)).toBe(true);
  });

  it("reads only its own survey's record", () => {
    expect(isEligible(config, facts({}, { other_survey: { surveyName: 'other_survey', submitted: NOW } }), NOW)).toBe(true);
  });
});

describe('the record a mark saves', () => {
  it('adds the mark and keeps the earlier ones (the API replaces the whole record)', () => {
    expect(markRecord(undefined, 'first_ux', 'skipped', 1_000)).toEqual({ surveyName: 'first_ux', skipped: 1_000 });
    expect(markRecord({ surveyName: 'first_ux', skipped: 1_000 }, 'first_ux', 'submitted', 2_000)).toEqual({
      surveyName: 'first_ux',
      skipped: 1_000,
      submitted: 2_000,
    });
    expect(markRecord({ surveyName: 'first_ux', skipped: 1_000 }, 'first_ux', 'skipped', 3_000)).toEqual({ surveyName: 'first_ux', skipped: 3_000 });
  });
});
