/**
 * Keeps the catalogue moving with the clock: when the first API process starts, every seeded event
 * is re-timed around now; then each tick moves upcoming events live and live ones to the archive
 * (their stream becomes a VOD replay), emitting update-event (and event-url-change when a stream
 * starts) and telling the portal, sends the kick-off reminders that are due, and settles payments
 * whose settlement timer was lost.
 *
 * With several API processes one of them runs the ticks: the timer's tick runs only in the process
 * holding the scheduler's lease (renewed every tick, taken over by another process once it lapses),
 * and every tick, an operator's too, runs under one lock, so two ticks never overlap. A process that
 * starts while another holds the lease joins a running catalogue: re-timing it would put back the
 * statuses that ticks and operators have changed since (a game archived, a score's kickoff).
 */
import { LIVE_MARGIN_MS, dueTransitions, streamsFor } from '../../domain/schedule';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: { tick: () => Promise<number> };
  }
}

export interface SchedulerOptions extends Record<string, unknown> {
  /** Tests tick by hand. */
  autoStart: boolean;
}

/** A tick holds the lock at most this long unless renewed (it is, while it runs). */
const TICK_LOCK_MS = 30_000;
/** How long an operator's tick waits for one under way. */
const TICK_WAIT_MS = 10_000;

export default globalPlugin<SchedulerOptions>('scheduler', async (app, { autoStart }) => {
  const interval = app.config.schedulerIntervalMs;
  // Lapses after three missed renewals: a stopped leader's ticks resume elsewhere within that.
  const lease = autoStart ? app.locks.lease('scheduler:leader', 3 * interval) : null;

  /** Returns how many events changed status. */
  async function run(): Promise<number> {
    const now = app.clock();
    const { transitions, extend } = dueTransitions(await app.repos.events.moving(), now);
    for (const id of extend) await app.repos.events.update(id, { end_at: now + 4 * LIVE_MARGIN_MS });
    for (const t of transitions) {
      const before = await app.repos.events.byId(t.id);
      if (!before) continue;
      const kickoff = t.to === 'LIVE' && before.game_type === 'game' && before.team1_score === null;
      const changes = {
        status: t.to,
        ...(kickoff ? { team1_score: 0, team2_score: 0 } : {}),
        ...(t.to === 'vod' ? streamsFor(t.id, false, before.pano_url !== null, app.config.publicUrl) : {}),
      };
      await app.repos.events.update(t.id, changes);
      const e = { ...before, ...changes };
      app.realtime.toEvent(e.id, 'update-event', { eventId: e.id, eventStatus: e.status, team1Score: e.team1_score, team2Score: e.team2_score });
      if (t.to === 'LIVE') await app.realtime.eventUrlChanged(e);
    }
    app.portal.eventsChanged(transitions.map((t) => t.id));
    await app.reminders.run(now);
    await app.payments.settleOrphans();
    app.counters.schedulerTicks += 1;
    return transitions.length;
  }

  /** Runs a tick unless one is under way anywhere; `waitMs` for it to end. null: none ran. */
  async function tick(waitMs: number): Promise<number | null> {
    const outcome = await app.locks.exclusive('scheduler:tick', run, { ttlMs: TICK_LOCK_MS, waitMs });
    return outcome.ran ? outcome.value : null;
  }

  // Taken at start, so that of processes starting together one re-times; under the ticks' lock, so no
  // operator's tick runs into it.
  if (!lease || (await lease.hold())) {
    const retimed = await app.locks.exclusive('scheduler:tick', () => app.repos.events.retimeAll(app.clock(), app.config.publicUrl), {
      ttlMs: TICK_LOCK_MS,
      waitMs: TICK_WAIT_MS,
    });
    if (!retimed.ran) app.log.warn('scheduler: a tick held the lock for too long; the catalogue was not re-timed');
  } else {
    app.log.info('scheduler: another process runs the catalogue; its times are kept');
  }

  app.decorate('scheduler', {
    tick: async () => {
      const changed = await tick(TICK_WAIT_MS);
      if (changed === null) throw new Error('scheduler: another tick held the lock for too long');
      return changed;
    },
  });
  if (!lease) return;
  /** The timer's tick under way, which a stopping process lets finish so that it frees the tick's lock. */
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = (async () => {
      if (await lease.hold()) await tick(0);
    })()
      .catch((err: unknown) => app.log.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        running = null;
      });
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    // Another process takes the ticks over at once rather than after the lease lapses.
    await lease.release().catch(() => undefined);
  });
});
