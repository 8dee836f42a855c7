/**
 * When kick-off reminders go out (docs/fan-features.md "Kick-off reminders"): the 'soon' stage from
 * 15 minutes before kick-off, the 'kickoff' stage at kick-off. A stage still goes out a little late
 * (a tick missed while the API was down) but not once it means nothing any more.
 */
import { REMINDER_LEAD_MINUTES, type ReminderStage } from '@/lib/api/contract';

const MINUTE = 60_000;
export const REMINDER_LEAD_MS = REMINDER_LEAD_MINUTES * MINUTE;
/** How long after kick-off the 'kickoff' stage may still go out. */
export const KICKOFF_GRACE_MS = 10 * MINUTE;

/** The stage due at `now` for a kickoff at `startAt`, if any. */
export function dueStage(startAt: number, now: number): ReminderStage | null {
  if (now >= startAt && now < startAt + KICKOFF_GRACE_MS) return 'kickoff';
  if (now >= startAt - REMINDER_LEAD_MS && now < startAt) return 'soon';
  return null;
}

/** How long a push service may hold a reminder before it is pointless: until the stage's window ends. */
export function pushTtlSeconds(stage: ReminderStage, startAt: number, now: number): number {
  const end = stage === 'soon' ? startAt : startAt + KICKOFF_GRACE_MS;
  return Math.max(60, Math.ceil((end - now) / 1000));
}
