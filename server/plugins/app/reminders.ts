/**
 * Kick-off reminders (docs/fan-features.md): each scheduler tick sends the stages that are due. A
 * stage goes to a user once per kickoff (the delivery is recorded before it is sent, so two ticks
 * never both send it); a user with a page open (their socket room joined) gets the socket message
 * 'reminder' and the page shows it, anyone else gets a push on every browser they registered.
 *
 * Web Push needs a VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or, outside production,
 * a pair made on first start and kept in DATA_DIR/vapid.json (browsers' subscriptions are bound to
 * the key, so it must outlive a restart). Production without a pair sends no Web Push.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReminderLabels, ReminderPush } from '@/lib/api/contract';
import { iso } from '../../domain/ids';
import { KICKOFF_GRACE_MS, REMINDER_LEAD_MS, dueStage, pushTtlSeconds } from '../../domain/reminders';
import type { EventsTable } from '../../db/schema';
import { createPushSender, generateVapidKeys, type PushSender, type VapidKeys } from '../../push';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      push: PushSender;
      /** Sends what is due at `now`; returns how many reminders went out. */
      run: (now: number) => Promise<number>;
    };
  }
}

type KickingOff = Pick<EventsTable, 'id' | 'title' | 'start_at' | 'league_id' | 'team1_id' | 'team2_id'>;

export default globalPlugin('reminders', async (app) => {
  const { config, repos, realtime, counters } = app;
  const vapid = config.push.vapid ?? (config.nodeEnv === 'production' ? null : await developmentPair(config.dataDir));
  if (!vapid) app.log.warn('reminders: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set, so no Web Push (reminders reach open pages only)');
  const push = createPushSender({ config: config.push, vapid, warn: (fields, message) => app.log.warn(fields, `reminders: ${message}`) });

  async function deliver(userId: string, e: KickingOff, stage: ReminderPush['stage'], now: number): Promise<void> {
    const message = { eventId: e.id, title: e.title, stage, kickoffAt: iso(e.start_at) };
    if (await realtime.inUserRoom(userId)) {
      realtime.toUser(userId, 'reminder', message);
      counters.remindersInPage += 1;
      return;
    }
    const url = `/events/${encodeURIComponent(e.id)}/`;
    const ttl = pushTtlSeconds(stage, e.start_at, now);
    for (const sub of await repos.reminders.subscriptions(userId)) {
      const labels = JSON.parse(sub.labels) as ReminderLabels;
      const outcome = await push.send(sub, { ...message, body: labels[stage], url }, ttl);
      if (outcome === 'sent') counters.remindersPushed += 1;
      if (outcome === 'gone') await repos.reminders.forgetSubscription(sub.endpoint);
    }
  }

  async function run(now: number): Promise<number> {
    let sent = 0;
    for (const e of await repos.events.kickingOff(now - KICKOFF_GRACE_MS, now + REMINDER_LEAD_MS)) {
      const stage = dueStage(e.start_at, now);
      if (!stage) continue;
      const users = await repos.reminders.usersFor(e);
      await Promise.all(
        users.map(async (userId) => {
          const first = await repos.reminders.recordDelivery({ user_id: userId, event_id: e.id, stage, kickoff_at: e.start_at, created_at: now });
          if (!first) return;
          await deliver(userId, e, stage, now);
          sent += 1;
        }),
      );
    }
    return sent;
  }

  app.decorate('reminders', { push, run });
});

async function developmentPair(dataDir: string): Promise<VapidKeys> {
  if (dataDir === ':memory:') return generateVapidKeys();
  const file = join(dataDir, 'vapid.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  } catch {
    const pair = generateVapidKeys();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(pair), { mode: 0o600 });
    return pair;
  }
}
