/**
 * The whole catalogue, accounts and commerce schema. Over 300 lines on purpose: a migration is history
 * and stays as it ran; later changes are migrations of their own.
 */
import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe history, not today's types.
type Db = Kysely<unknown>;

const text = 'text' as const;
const int = 'integer' as const;
/** Epoch milliseconds outgrow PostgreSQL's 4-byte integer; SQLite stores bigint and integer alike. */
const time = 'bigint' as const;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text)
    .addColumn('display_name', text, (c) => c.notNull())
    .addColumn('city', text)
    .addColumn('gender', text)
    .addColumn('date_of_birth', text)
    .addColumn('phone', text)
    .addColumn('country_name', text)
    .addColumn('postal_code', text)
    .addColumn('identity', text)
    .addColumn('identity_item', text)
    .addColumn('global_tags', int, (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_club_id', text)
    .addColumn('options', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('device_limit', int, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('provider', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', text, (c) => c.notNull())
    .addColumn('device_name', text, (c) => c.notNull())
    .addColumn('device_type', text, (c) => c.notNull())
    .addColumn('os_name', text)
    .addColumn('os_version', text)
    .addColumn('added_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('devices_user_device', ['user_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('family_id', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', text)
    .addColumn('access_hash', text, (c) => c.notNull().unique())
    .addColumn('access_expires_at', time, (c) => c.notNull())
    .addColumn('refresh_hash', text, (c) => c.notNull().unique())
    .addColumn('refresh_expires_at', time, (c) => c.notNull())
    .addColumn('restricted', int, (c) => c.notNull().defaultTo(0))
    .addColumn('rotated_at', time)
    .addColumn('revoked_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('short_title', text)
    .addColumn('sport_type', text)
    .addColumn('parent_id', text, (c) => c.references('identities.id'))
    .addColumn('archived', int, (c) => c.notNull().defaultTo(0))
    .addColumn('banner_url', text)
    .addColumn('mobile_banner_url', text)
    .addColumn('image_url', text)
    .addColumn('logo_url', text)
    .addColumn('color', text)
    .addColumn('links', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('reference_id', text, (c) => c.notNull().unique())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('sport_type', text, (c) => c.notNull())
    .addColumn('slot', text, (c) => c.notNull())
    .addColumn('offset_min', int, (c) => c.notNull())
    .addColumn('duration_min', int, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('start_at', time, (c) => c.notNull())
    .addColumn('end_at', time, (c) => c.notNull())
    .addColumn('kickoff_delay_s', int, (c) => c.notNull().defaultTo(0))
    .addColumn('game_type', text, (c) => c.notNull())
    .addColumn('sub_type', text)
    .addColumn('event_type', text, (c) => c.notNull())
    .addColumn('gender', text)
    .addColumn('access_type', text, (c) => c.notNull())
    .addColumn('coverage', text, (c) => c.notNull())
    .addColumn('region_rule', text)
    .addColumn('stream_url', text, (c) => c.notNull())
    .addColumn('pano_url', text)
    .addColumn('poster_url', text, (c) => c.notNull())
    .addColumn('vast_url', text)
    .addColumn('genius_id', text)
    .addColumn('competition', text)
    .addColumn('league_id', text, (c) => c.references('identities.id'))
    .addColumn('subcategory_id', text, (c) => c.references('identities.id'))
    .addColumn('team1_id', text, (c) => c.references('identities.id'))
    .addColumn('team2_id', text, (c) => c.references('identities.id'))
    .addColumn('team1_score', int)
    .addColumn('team2_score', int)
    .addColumn('home_page', int, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_start').on('events').column('start_at').execute();

  await db.schema
    .createTable('highlights')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('event_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('context', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('player_number', text)
    .addColumn('player_color', text)
    .addColumn('team_id', text, (c) => c.references('identities.id'))
    .addColumn('stream_url', text, (c) => c.notNull())
    .addColumn('poster_url', text, (c) => c.notNull())
    .addColumn('start_time', int)
    .addColumn('end_time', int)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_media')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('media_type', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('start_time', int)
    .addColumn('end_time', int)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('start_time', int, (c) => c.notNull())
    .addColumn('end_time', int, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('global', int, (c) => c.notNull())
    .addColumn('player_number', text)
    .addColumn('player_color', text)
    .addColumn('team_id', text, (c) => c.references('identities.id'))
    .addColumn('video_type', text, (c) => c.notNull())
    .addColumn('stream_name', text, (c) => c.notNull())
    .addColumn('mode', text, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_target').on('tags').column('target_id').execute();

  await db.schema
    .createTable('watchlist')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pk', ['user_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reference_id', text, (c) => c.notNull().references('identities.id').onDelete('cascade'))
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'reference_id'])
    .execute();

  await db.schema
    .createTable('stats')
    .addColumn('event_id', text, (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('scores', text, (c) => c.notNull())
    .addColumn('overview', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('price_cents', int, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('duration', int)
    .addColumn('duration_units', text)
    .addColumn('event_id', text, (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('identity_ids', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('offer_start', time)
    .addColumn('offer_end', time)
    .addColumn('auto_renew', int, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', text, (c) => c.notNull().references('products.id'))
    .addColumn('start_at', time, (c) => c.notNull())
    .addColumn('end_at', time)
    .addColumn('is_canceled', int, (c) => c.notNull().defaultTo(0))
    .addColumn('auto_renew', int, (c) => c.notNull().defaultTo(0))
    .addColumn('purchase_processing', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contract_id', text, (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('amount_cents', int, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('card_last4', text)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', text, (c) => c.notNull())
    .addColumn('brand', text, (c) => c.notNull())
    .addColumn('last4', text, (c) => c.notNull())
    .addColumn('exp_month', int, (c) => c.notNull())
    .addColumn('exp_year', int, (c) => c.notNull())
    .addColumn('is_default', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('card_tokens')
    .addColumn('token', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull())
    .addColumn('exp_month', int, (c) => c.notNull())
    .addColumn('exp_year', int, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_codes')
    .addColumn('code', text, (c) => c.primaryKey())
    .addColumn('product_id', text, (c) => c.notNull().references('products.id'))
    .addColumn('redeemed_by', text, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', time)
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('event_id', text, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('start_time', int, (c) => c.notNull())
    .addColumn('end_time', int)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'comments',
    'access_codes',
    'card_tokens',
    'cards',
    'payments',
    'contracts',
    'products',
    'stats',
    'follows',
    'watchlist',
    'tags',
    'user_media',
    'highlights',
    'events',
    'identities',
    'sessions',
    'devices',
    'social_accounts',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
