/**
 * The demo users of server/README.md and what they own: a subscriber's contract and card, the
 * device-limited user's two devices, a tagger's global tags, a viewer's watchlist, follows and clips.
 */
import { describeDevice } from '../../domain/devices';
import { hashPassword } from '../../domain/passwords';
import type { Db } from '../index';
import type { EventsTable, UsersTable } from '../schema';
import { LEAGUES, teamId } from './leagues';

const DEMO_PASSWORD = 'Passw0rd!';
const DAY = 86_400_000;

/** A fixed salt keeps the seeded hashes identical between runs; real accounts get a random one. */
const SEED_SALT = Buffer.from('reference-api-demo-seed');

export async function seedUsers(db: Db, events: EventsTable[], now: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD, SEED_SALT);
  const club = teamId(LEAGUES[0]!.teams[0]!);
  const user = (id: string, email: string, name: string, extra: Partial<UsersTable> = {}): UsersTable => ({
    id,
    email,
    password_hash: hash,
    display_name: name,
    city: 'Manchester',
    gender: null,
    date_of_birth: null,
    phone: null,
    country_name: 'United Kingdom',
    postal_code: null,
    identity: null,
    identity_item: null,
    global_tags: 0,
    favorite_club_id: club,
    // They have answered the portal's first user-experience survey (SPEC §9), so its dialog does not
    // interrupt the demos and tests that use them; a new account is offered it once old enough.
    options: JSON.stringify({ first_ux: { surveyName: 'first_ux', closed: now - 30 * DAY } }),
    device_limit: 5,
    calendar_token: null,
    spoiler_free: null,
    created_at: now - 60 * DAY,
    ...extra,
  });
  await db
    .insertInto('users')
    .values([
      user('u-viewer', 'viewer@demo.test', 'Vera Viewer'),
      user('u-subscriber', 'subscriber@demo.test', 'Sam Subscriber', { city: 'Berlin', country_name: 'Germany' }),
      user('u-tagger', 'tagger@demo.test', 'Tara Tagger', { global_tags: 1 }),
      user('u-noclub', 'noclub@demo.test', 'Nico Noclub', { favorite_club_id: null, created_at: now - 2 * DAY }),
      user('u-limit', 'limit@demo.test', 'Lee Limit', { device_limit: 2 }),
    ])
    .execute();

  const device = (id: string, userId: string, name: string, daysAgo: number) => ({
    id,
    user_id: userId,
    device_id: `${id}-client`,
    device_name: name,
    ...describeDevice(name),
    added_at: now - daysAgo * DAY,
    updated_at: now - DAY,
  });
  await db
    .insertInto('devices')
    .values([
      device('dv-limit-tv', 'u-limit', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 20),
      device(
        'dv-limit-phone',
        'u-limit',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
        10,
      ),
    ])
    .execute();

  // The subscriber: an active monthly SVOD paid by a stored card, and an expired, cancelled CVOD.
  await db
    .insertInto('contracts')
    .values([
      {
        id: 'ct-sub-svod',
        user_id: 'u-subscriber',
        product_id: 'svod-monthly',
        start_at: now - 10 * DAY,
        end_at: now + 20 * DAY,
        is_canceled: 0,
        auto_renew: 1,
        purchase_processing: 0,
        created_at: now - 10 * DAY,
      },
      {
        id: 'ct-sub-cvod',
        user_id: 'u-subscriber',
        product_id: 'cvod-metro',
        start_at: now - 70 * DAY,
        end_at: now - 40 * DAY,
        is_canceled: 1,
        auto_renew: 0,
        purchase_processing: 0,
        created_at: now - 70 * DAY,
      },
    ])
    .execute();
  await db
    .insertInto('payments')
    .values([
      {
        id: 'pm-sub-svod',
        user_id: 'u-subscriber',
        contract_id: 'ct-sub-svod',
        amount_cents: 999,
        currency: 'EUR',
        status: 'APPROVED',
        action: 'creditCardPay',
        card_last4: '4242',
        created_at: now - 10 * DAY,
      },
      {
        id: 'pm-sub-cvod',
        user_id: 'u-subscriber',
        contract_id: 'ct-sub-cvod',
        amount_cents: 599,
        currency: 'USD',
        status: 'APPROVED',
        action: 'creditCardPay',
        card_last4: '4242',
        created_at: now - 70 * DAY,
      },
    ])
    .execute();
  await db
    .insertInto('cards')
    .values({
      id: 'cd-sub-visa',
      user_id: 'u-subscriber',
      token: 'card_seed_subscriber_4242',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: new Date(now).getUTCFullYear() + 3,
      is_default: 1,
      created_at: now - 10 * DAY,
    })
    .execute();
  await db
    .insertInto('card_tokens')
    .values({
      token: 'card_seed_subscriber_4242',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date(now).getUTCFullYear() + 3,
      created_at: now - 10 * DAY,
    })
    .execute();

  const archived = events.filter((e) => e.slot === 'archived' && e.game_type === 'game');
  const [first, second, third] = archived;
  if (!first || !second || !third) throw new Error('seed: too few archived games');

  await db
    .insertInto('watchlist')
    .values([first, second, third].map((e, i) => ({ user_id: 'u-viewer', event_id: e.id, created_at: now - (i + 1) * DAY })))
    .execute();
  await db
    .insertInto('follows')
    .values([
      { user_id: 'u-viewer', reference_id: 'lg-premier', type: 'identity_item', created_at: now - 5 * DAY },
      { user_id: 'u-viewer', reference_id: club, type: 'team', created_at: now - 5 * DAY },
      { user_id: 'u-subscriber', reference_id: 'lg-metro', type: 'identity_item', created_at: now - 9 * DAY },
    ])
    .execute();
  await db
    .insertInto('user_media')
    .values([
      {
        id: 'um-viewer-1',
        user_id: 'u-viewer',
        event_id: first.id,
        media_type: 'user_clip',
        title: 'That free kick',
        start_time: 1_200_000,
        end_time: 1_230_000,
        created_at: now - DAY,
      },
      {
        id: 'um-viewer-2',
        user_id: 'u-viewer',
        event_id: second.id,
        media_type: 'user_highlight',
        title: 'My highlights',
        start_time: 300_000,
        end_time: 420_000,
        created_at: now - 2 * DAY,
      },
    ])
    .execute();

  const tag = (id: string, userId: string, e: EventsTable, title: string, type: string, at: number, global: boolean) => ({
    id,
    user_id: userId,
    target_id: e.id,
    title,
    start_time: at,
    end_time: at + 15_000,
    type,
    global: global ? 1 : 0,
    player_number: type === 'goal' ? '9' : null,
    player_color: null,
    team_id: type === 'goal' ? e.team1_id : null,
    video_type: 'vod' as const,
    stream_name: 'hd',
    mode: 'sync',
    created_at: now - DAY,
  });
  await db
    .insertInto('tags')
    .values([
      tag('tg-1', 'u-tagger', first, 'Opening goal', 'goal', 780_000, true),
      tag('tg-2', 'u-tagger', first, 'Penalty shout', 'foul', 2_460_000, true),
      tag('tg-3', 'u-tagger', second, 'Great save', 'save', 1_500_000, true),
      tag('tg-4', 'u-viewer', first, 'Watch again', 'other', 1_210_000, false),
    ])
    .execute();
}
