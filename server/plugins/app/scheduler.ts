/**
 * Keeps the catalogue moving with the clock: at start every seeded event is re-timed around now;
 * then each tick moves upcoming events live and live ones to the archive (their stream becomes a
 * VOD replay), emitting update-event (and event-url-change when a stream starts).
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

export default globalPlugin<SchedulerOptions>('scheduler', async (app, { autoStart }) => {
  await app.repos.events.retimeAll(app.clock(), app.config.publicUrl);

  /** Returns how many events changed status. */
  async function tick(): Promise<number> {
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
    return transitions.length;
  }

  app.decorate('scheduler', { tick });
  if (!autoStart) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((err: unknown) => app.log.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        running = false;
      });
  }, app.config.schedulerIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
