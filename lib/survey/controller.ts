/**
 * Runs the survey machine (machine.ts) in a page: keeps its state, arms the one timer a scheduled
 * dialog needs, saves the marks and pauses / resumes the players. No React, so it runs under fake
 * timers in tests; the survey host subscribes to it.
 */
import type { SurveyRecord } from '@/lib/models/session';
import { markRecord, type SurveyConfig, type SurveyFacts } from './eligibility';
import { step, type SurveyEvent, type SurveyState } from './machine';

/** Resumes what a pause stopped: each player unless `unlessFullscreen` and it is full screen. */
export type ResumePlayers = (options: { unlessFullscreen: boolean }) => void;

export interface SurveyPorts {
  /** Stores the record in the user's profile options (failures are the port's to log). */
  save: (record: SurveyRecord) => void;
  /** Pauses the players that are playing; the answer resumes those same players. */
  pausePlayers: () => ResumePlayers;
}

/** setTimeout's longest delay; a later time is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class SurveyController {
  private state: SurveyState = { phase: 'off' };
  private facts: SurveyFacts | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private resumePlayers: ResumePlayers | null = null;
  /** The last record this page saved: the next mark keeps it even before the profile shows it. */
  private saved: SurveyRecord | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly config: SurveyConfig,
    private readonly ports: SurveyPorts,
  ) {}

  get = (): SurveyState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The user, their profile or the page changed. */
  update(facts: SurveyFacts): void {
    this.facts = facts;
    this.send({ type: 'check', facts, now: Date.now() });
  }

  start = (): void => this.send({ type: 'start', now: Date.now() });
  later = (): void => this.send({ type: 'later', now: Date.now() });
  submit = (): void => this.send({ type: 'submit', now: Date.now() });
  close = (): void => this.send({ type: 'close', now: Date.now() });

  /** The host is going (sign-out, another user): no timer left behind, no player left paused. */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.resumePlayers?.({ unlessFullscreen: true });
    this.resumePlayers = null;
  }

  private send(event: SurveyEvent): void {
    const { state, mark, player } = step(this.state, event, this.config);
    if (player === 'pause') this.resumePlayers = this.ports.pausePlayers();
    else if (player) {
      this.resumePlayers?.({ unlessFullscreen: player === 'resume-unless-fullscreen' });
      this.resumePlayers = null;
    }
    if (mark) {
      const previous = { ...this.facts?.user?.options[this.config.name], ...this.saved };
      this.saved = markRecord(previous, this.config.name, mark, event.now);
      this.ports.save(this.saved);
    }
    const changed = state !== this.state;
    this.state = state;
    // Re-armed after every event: a timer that woke early (a time past setTimeout's range) waits again.
    this.arm();
    if (changed) for (const listener of this.listeners) listener();
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.state.phase !== 'scheduled') return;
    const wait = Math.min(Math.max(0, this.state.at - Date.now()), MAX_TIMER_MS);
    this.timer = setTimeout(() => this.send({ type: 'due', now: Date.now() }), wait);
  }
}
