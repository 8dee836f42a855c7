/**
 * Kysely table types. Times are epoch milliseconds, booleans 0/1, lists and records JSON text,
 * money in minor units (cents). Ids are text: readable in the seed, random for new rows. One file of
 * plain declarations, one interface per table, kept together so that Kysely's Database type reads whole.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  display_name: string;
  city: string | null;
  gender: string | null;
  date_of_birth: string | null;
  phone: string | null;
  country_name: string | null;
  postal_code: string | null;
  identity: string | null;
  identity_item: string | null;
  global_tags: number;
  favorite_club_id: string | null;
  /** JSON: survey records keyed by survey name. */
  options: string;
  device_limit: number;
  /** The personal calendar feed's address token (docs/fan-features.md), once asked for. */
  calendar_token: string | null;
  /** Spoiler-free viewing (docs/fan-features.md): off, all or followed; null until chosen. */
  spoiler_free: 'off' | 'all' | 'followed' | null;
  created_at: number;
}

export interface SocialAccountsTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: number;
}

export interface DevicesTable {
  id: string;
  user_id: string;
  device_id: string;
  device_name: string;
  device_type: 'mobile' | 'tablet' | 'desktop';
  os_name: string | null;
  os_version: string | null;
  /** The client's version at its last sign-in or refresh (token endpoint only). */
  app_version: string | null;
  added_at: number;
  updated_at: number;
}

/** One issued token pair. A refresh creates a new row in the same family and marks this one rotated. */
export interface SessionsTable {
  id: string;
  family_id: string;
  user_id: string;
  /** The client device identifier the session signed in with. */
  device_id: string | null;
  access_hash: string;
  access_expires_at: number;
  refresh_hash: string;
  refresh_expires_at: number;
  /** 1: device limit reached, only device management is allowed. */
  restricted: number;
  rotated_at: number | null;
  revoked_at: number | null;
  created_at: number;
}

/** A password reset link's token (only its hash). Single use: used_at is set when it is spent. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface IdentitiesTable {
  id: string;
  kind: 'league' | 'category' | 'subcategory' | 'team';
  title: string;
  short_title: string | null;
  sport_type: string | null;
  parent_id: string | null;
  archived: number;
  banner_url: string | null;
  mobile_banner_url: string | null;
  image_url: string | null;
  logo_url: string | null;
  color: string | null;
  /** JSON: { facebook, instagram, x, web }. */
  links: string;
  sort_order: number;
  created_at: number;
}

export interface EventsTable {
  id: string;
  reference_id: string;
  title: string;
  description: string;
  sport_type: string;
  /** Seed slot, re-timed around "now" at start: live (always live), upcoming, archived, channel. */
  slot: 'live' | 'upcoming' | 'archived' | 'channel';
  /** Minutes from "now" the event starts at when re-timed. */
  offset_min: number;
  duration_min: number;
  status: 'UPCOMING' | 'LIVE' | 'vod' | 'channel';
  start_at: number;
  end_at: number;
  kickoff_delay_s: number;
  /** How many times the kickoff moved: a calendar's SEQUENCE (docs/fan-features.md). */
  kickoff_seq: number;
  /** When an operator cancelled the game: it leaves the catalogue and sends no reminder. */
  cancelled_at: number | null;
  game_type: 'game' | 'other';
  sub_type: 'training' | 'other' | null;
  event_type: 'event' | 'externalContent';
  gender: 'male' | 'female' | 'mixed' | null;
  access_type: 'free' | 'members' | 'ppv' | 'subscription';
  /** JSON list: commerce models that unlock it ('ppv', 'subscription'). */
  coverage: string;
  /** JSON { allow?: string[], block?: string[] } of ISO country codes, or null. */
  region_rule: string | null;
  stream_url: string;
  pano_url: string | null;
  poster_url: string;
  vast_url: string | null;
  genius_id: string | null;
  competition: string | null;
  league_id: string | null;
  subcategory_id: string | null;
  team1_id: string | null;
  team2_id: string | null;
  team1_score: number | null;
  team2_score: number | null;
  home_page: number;
  sort_order: number;
  created_at: number;
}

export interface HighlightsTable {
  id: string;
  event_id: string;
  kind: 'auto' | 'recap' | 'condensed' | 'clip' | 'highlight';
  context: 'game' | 'player';
  title: string;
  player_number: string | null;
  player_color: string | null;
  team_id: string | null;
  stream_url: string;
  poster_url: string;
  start_time: number | null;
  end_time: number | null;
  created_at: number;
}

export interface UserMediaTable {
  id: string;
  user_id: string;
  event_id: string;
  media_type: 'user_clip' | 'user_highlight';
  title: string;
  start_time: number | null;
  end_time: number | null;
  created_at: number;
}

export interface TagsTable {
  id: string;
  user_id: string;
  target_id: string;
  title: string;
  start_time: number;
  end_time: number;
  type: string;
  global: number;
  player_number: string | null;
  player_color: string | null;
  team_id: string | null;
  video_type: 'live' | 'vod';
  stream_name: string;
  mode: string;
  created_at: number;
}

export interface WatchlistTable {
  user_id: string;
  event_id: string;
  created_at: number;
}

export interface FollowsTable {
  user_id: string;
  reference_id: string;
  type: 'team' | 'identity_item';
  created_at: number;
}

export interface StatsTable {
  event_id: string;
  /** JSON: the game-scores answer. */
  scores: string;
  /** JSON: the game-overview answer. */
  overview: string;
}

export interface ProductsTable {
  id: string;
  type: 'SVOD' | 'CVOD' | 'PPV';
  title: string;
  description: string;
  price_cents: number;
  currency: string;
  duration: number | null;
  duration_units: 'day' | 'month' | 'year' | null;
  event_id: string | null;
  /** JSON list of identity ids the product unlocks (SVOD/CVOD). */
  identity_ids: string;
  offer_start: number | null;
  offer_end: number | null;
  auto_renew: number;
  sort_order: number;
}

export interface ContractsTable {
  id: string;
  user_id: string;
  product_id: string;
  start_at: number;
  end_at: number | null;
  is_canceled: number;
  auto_renew: number;
  purchase_processing: number;
  created_at: number;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  contract_id: string;
  amount_cents: number;
  currency: string;
  status: 'APPROVED' | 'PROCESSING' | 'DECLINED';
  action: 'creditCardPay' | 'redeemAccessCode';
  card_last4: string | null;
  created_at: number;
}

export interface CardsTable {
  id: string;
  user_id: string;
  /** The processor's reusable card reference. */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: number;
}

/** Tokens the test processor issued (stands in for the processor's own storage). */
export interface CardTokensTable {
  token: string;
  number: string;
  exp_month: number;
  exp_year: number;
  created_at: number;
}

export interface AccessCodesTable {
  code: string;
  product_id: string;
  redeemed_by: string | null;
  redeemed_at: number | null;
}

/**
 * The outcome of a purchase request that carried an idempotency key (SPEC §7 commerce), kept 24 h.
 * answer: JSON, the 200 answer or the error envelope; fingerprint: hash of the call and its body.
 */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  fingerprint: string;
  status_code: number;
  answer: string;
  created_at: number;
}

export interface CommentsTable {
  id: string;
  event_id: string;
  title: string;
  body: string;
  type: string;
  start_time: number;
  end_time: number | null;
  created_at: number;
  updated_at: number;
}

/** Kick-off reminders (docs/fan-features.md): a game, or every game of a team or league. */
export interface RemindersTable {
  id: string;
  user_id: string;
  kind: 'event' | 'team' | 'league';
  target_id: string;
  created_at: number;
}

/** Where a user's browsers take reminders: a Web Push subscription, or a OneSignal one. */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  channel: 'webpush' | 'onesignal';
  /** JSON: Web Push { p256dh, auth } (the browser's keys, RFC 8291); OneSignal { appId }. */
  keys: string;
  /** JSON { soon, kickoff }: the notification texts in the viewer's language. */
  labels: string;
  created_at: number;
}

/** A reminder that went out: never twice for one stage of one kickoff. */
export interface ReminderDeliveriesTable {
  user_id: string;
  event_id: string;
  stage: 'soon' | 'kickoff';
  kickoff_at: number;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  social_accounts: SocialAccountsTable;
  devices: DevicesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  identities: IdentitiesTable;
  events: EventsTable;
  highlights: HighlightsTable;
  user_media: UserMediaTable;
  tags: TagsTable;
  watchlist: WatchlistTable;
  follows: FollowsTable;
  stats: StatsTable;
  products: ProductsTable;
  contracts: ContractsTable;
  payments: PaymentsTable;
  cards: CardsTable;
  card_tokens: CardTokensTable;
  access_codes: AccessCodesTable;
  idempotency_keys: IdempotencyKeysTable;
  comments: CommentsTable;
  reminders: RemindersTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_deliveries: ReminderDeliveriesTable;
}
