/**
 * The survey's whole life (SPEC §4, §9) under fake timers: the controller runs the machine with the
 * page's real player registry and a recording save. One file, over 300 lines: each case is a step
 * of the same machine, read in order.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pausePlayingPlayers, registerPagePlayer, type PagePlayer } from '@/components/player/page-players';
import type { SurveyRecord } from '@/lib/models/session';
import { SurveyController } from '@/lib/survey/controller';
import type { SurveyConfig, SurveyFacts } from '@/lib/survey/eligibility';
import { step, type SurveyState } from '@/lib/survey/machine';
import { SURVEY_TIMING, type SurveyFlavour } from '@/lib/survey/timing';

const START = Date.parse('2026-03-01T12:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const configOf = (flavour: SurveyFlavour): SurveyConfig => ({ name: 'first_ux', formUrl: 'https://forms.example/ux', timing: SURVEY_TIMING[flavour] });

/** A player on the page that is playing (or not), full screen (or not). */
function fakePlayer(playing = true, fullscreen = false) {
  const state = { playing, fullscreen };
  const player = Object.assign(state, {
    isPlaying: () => state.playing,
    isFullscreen: () => state.fullscreen,
    pause: vi.fn(() => void (state.playing = false)),
    resume: vi.fn(() => void (state.playing = true)),
  }) satisfies PagePlayer;
  cleanups.push(registerPagePlayer(player));
  return player;
}

const cleanups: (() => void)[] = [];
let saved: SurveyRecord[];
let controller: SurveyController | null;

function setup(flavour: SurveyFlavour = 'default') {
  const c = new SurveyController(configOf(flavour), { save: (record) => void saved.push(record), pausePlayers: pausePlayingPlayers });
  controller = c;
  return c;
}

const facts = (over: { added?: number; options?: Record<string, SurveyRecord>; path?: string; user?: null } = {}): SurveyFacts => ({
  user: over.user === null ? null : { added: new Date(over.added ?? START - 30 * DAY).toISOString(), options: over.options ?? {} },
  path: over.path ?? '/',
});
const phase = (c: SurveyController) => c.get().phase;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  saved = [];
  controller = null;
});
afterEach(() => {
  controller?.dispose();
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

describe('the survey with the default flavour', () => {
  it('opens the start dialog 20 s after the user is eligible and pauses the playing player', () => {
    const player = fakePlayer();
    const idle = fakePlayer(false);
    const c = setup();
    c.update(facts());
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(19_999);
    expect(phase(c)).toBe('scheduled');
    expect(player.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
    expect(player.pause).toHaveBeenCalledOnce();
    expect(idle.pause).not.toHaveBeenCalled();
  });

  it('Later records a skip, resumes the player, and shows the dialog again 1440 minutes (and the delay) later', () => {
    const player = fakePlayer();
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    c.later();
    expect(saved).toEqual([{ surveyName: 'first_ux', skipped: START + 20_000 }]);
    expect(player.resume).toHaveBeenCalledOnce();
    expect(phase(c)).toBe('scheduled');
    // The saved record comes back in the profile: the schedule stands.
    c.update(facts({ options: { first_ux: saved[0]! } }));
    vi.advanceTimersByTime(1440 * MIN + 20_000 - 1);
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
    expect(player.pause).toHaveBeenCalledTimes(2);
  });

  it('Start opens the form; a submit records it (keeping the skip), resumes the player and ends the survey for good', () => {
    const player = fakePlayer();
    const c = setup();
    c.update(facts({ options: { first_ux: { surveyName: 'first_ux', skipped: START - 2 * DAY } } }));
    vi.advanceTimersByTime(20_000);
    c.start();
    expect(phase(c)).toBe('form');
    expect(player.resume).not.toHaveBeenCalled();
    c.submit();
    expect(phase(c)).toBe('done');
    expect(saved).toEqual([{ surveyName: 'first_ux', skipped: START - 2 * DAY, submitted: START + 20_000 }]);
    expect(player.resume).toHaveBeenCalledOnce();
    c.update(facts({ path: '/live/' }));
    vi.advanceTimersByTime(30 * DAY);
    expect(phase(c)).toBe('done');
    expect(saved).toHaveLength(1);
  });

  it('closing the form records closed and never shows it again', () => {
    fakePlayer();
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    c.start();
    c.close();
    expect(phase(c)).toBe('done');
    expect(saved).toEqual([{ surveyName: 'first_ux', closed: START + 20_000 }]);
    vi.advanceTimersByTime(3 * DAY);
    expect(phase(c)).toBe('done');
  });

  it('a full-screen player stays paused after Later or close, and resumes after a submit', () => {
    const later = fakePlayer(true, true);
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    c.later();
    expect(later.resume).not.toHaveBeenCalled();
    cleanups.splice(0).forEach((cleanup) => cleanup());

    const closed = fakePlayer(true, true);
    const c2 = setup();
    c2.update(facts());
    vi.advanceTimersByTime(20_000);
    c2.close();
    expect(closed.pause).toHaveBeenCalledOnce();
    expect(closed.resume).not.toHaveBeenCalled();
    cleanups.splice(0).forEach((cleanup) => cleanup());

    const submitted = fakePlayer(true, true);
    const c3 = setup();
    c3.update(facts());
    vi.advanceTimersByTime(20_000);
    c3.start();
    c3.submit();
    expect(submitted.resume).toHaveBeenCalledOnce();
  });

  it('resumes only the players it paused: not one paused before, one the viewer restarted, or one that left the page', () => {
    const paused = fakePlayer();
    const pausedBefore = fakePlayer(false);
    const restarted = fakePlayer();
    const gone = fakePlayer();
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    restarted.playing = true;
    cleanups[3]!();
    c.later();
    expect(paused.resume).toHaveBeenCalledOnce();
    expect(pausedBefore.resume).not.toHaveBeenCalled();
    expect(restarted.resume).not.toHaveBeenCalled();
    expect(gone.resume).not.toHaveBeenCalled();
  });

  it('waits for a young account to reach 7 days, then for the delay', () => {
    const c = setup();
    const added = START - 7 * DAY + 10 * MIN;
    c.update(facts({ added }));
    expect(c.get()).toEqual({ phase: 'scheduled', at: added + 7 * DAY + 20_000 });
    vi.advanceTimersByTime(10 * MIN + 19_999);
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
  });

  it('does not restart the delay when the user moves between pages', () => {
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(15_000);
    c.update(facts({ path: '/events/ev-1/' }));
    vi.advanceTimersByTime(5_000);
    expect(phase(c)).toBe('prompt');
  });

  it('stays off on a suppressed page and starts the delay on leaving it', () => {
    const c = setup();
    c.update(facts({ path: '/auth/sign-up/personalization/' }));
    vi.advanceTimersByTime(DAY);
    expect(phase(c)).toBe('off');
    c.update(facts({ path: '/' }));
    vi.advanceTimersByTime(20_000);
    expect(phase(c)).toBe('prompt');
  });

  it('a suppressed page reached before the delay ends cancels the dialog', () => {
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(10_000);
    c.update(facts({ path: '/payment/success/' }));
    vi.advanceTimersByTime(DAY);
    expect(phase(c)).toBe('off');
    expect(saved).toEqual([]);
  });

  it('without a profile or after sign-out there is nothing; a dialog up goes without a record and the player resumes', () => {
    const player = fakePlayer();
    const c = setup();
    c.update(facts({ user: null }));
    vi.advanceTimersByTime(DAY);
    expect(phase(c)).toBe('off');
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    expect(phase(c)).toBe('prompt');
    c.update(facts({ user: null }));
    expect(phase(c)).toBe('off');
    expect(saved).toEqual([]);
    expect(player.resume).toHaveBeenCalledOnce();
  });

  it('shows nothing to a user who submitted or closed it before', () => {
    for (const record of [
      { surveyName: 'first_ux', submitted: START - DAY },
      { surveyName: 'first_ux', closed: START - DAY },
    ]) {
      const c = setup();
      c.update(facts({ options: { first_ux: record } }));
      vi.advanceTimersByTime(30 * DAY);
      expect(phase(c)).toBe('off');
      c.dispose();
    }
  });

  it('a skip made in another tab pushes a scheduled dialog back', () => {
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(10_000);
    c.update(facts({ options: { first_ux: { surveyName: 'first_ux', skipped: Date.now() } } }));
    vi.advanceTimersByTime(1440 * MIN + 19_999);
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
  });

  it('leaves no timer and no paused player behind when disposed', () => {
    const player = fakePlayer();
    const c = setup();
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    expect(player.pause).toHaveBeenCalledOnce();
    c.dispose();
    expect(player.resume).toHaveBeenCalledOnce();
    const d = setup();
    d.update(facts());
    d.dispose();
    vi.advanceTimersByTime(DAY);
    expect(phase(d)).toBe('scheduled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its subscriber about every change of phase', () => {
    const c = setup();
    const seen: string[] = [];
    c.subscribe(() => seen.push(phase(c)));
    c.update(facts());
    vi.advanceTimersByTime(20_000);
    c.start();
    c.submit();
    expect(seen).toEqual(['scheduled', 'prompt', 'form', 'done']);
  });
});

describe('the survey with the alternate flavour', () => {
  it('opens 5 s after a 30-minute-old account is eligible; Later brings it back after 10 minutes', () => {
    const c = setup('alternate');
    c.update(facts({ added: START - 29 * MIN }));
    vi.advanceTimersByTime(MIN + 4_999);
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
    c.later();
    vi.advanceTimersByTime(10 * MIN + 4_999);
    expect(phase(c)).toBe('scheduled');
    vi.advanceTimersByTime(1);
    expect(phase(c)).toBe('prompt');
  });
});

describe('the transitions themselves', () => {
  const config = configOf('default');
  const at = (phase: SurveyState['phase']): SurveyState => (phase === 'scheduled' ? { phase, at: START } : ({ phase } as SurveyState));

  it('ignores actions that do not belong to the phase', () => {
    expect(step(at('off'), { type: 'start', now: START }, config).state).toEqual(at('off'));
    expect(step(at('scheduled'), { type: 'later', now: START }, config).state).toEqual(at('scheduled'));
    // A submit message while only the start dialog is up cannot mark anything.
    expect(step(at('prompt'), { type: 'submit', now: START }, config)).toEqual({ state: at('prompt') });
    expect(step(at('form'), { type: 'later', now: START }, config)).toEqual({ state: at('form') });
    expect(step(at('scheduled'), { type: 'due', now: START - 1 }, config)).toEqual({ state: at('scheduled') });
  });

  it('treats done as final', () => {
    for (const type of ['start', 'later', 'submit', 'close', 'due'] as const)
      expect(step(at('done'), { type, now: START }, config)).toEqual({ state: at('done') });
    expect(step(at('done'), { type: 'check', facts: facts(), now: START }, config)).toEqual({ state: at('done') });
  });

  it('says what to record and what to do with the players', () => {
    expect(step(at('scheduled'), { type: 'due', now: START }, config)).toEqual({ state: at('prompt'), player: 'pause' });
    expect(step(at('prompt'), { type: 'later', now: START }, config)).toEqual({
      state: { phase: 'scheduled', at: START + 1440 * MIN + 20_000 },
      mark: 'skipped',
      player: 'resume-unless-fullscreen',
    });
    expect(step(at('prompt'), { type: 'start', now: START }, config)).toEqual({ state: at('form') });
    expect(step(at('form'), { type: 'submit', now: START }, config)).toEqual({ state: at('done'), mark: 'submitted', player: 'resume' });
    expect(step(at('form'), { type: 'close', now: START }, config)).toEqual({ state: at('done'), mark: 'closed', player: 'resume-unless-fullscreen' });
  });
});
