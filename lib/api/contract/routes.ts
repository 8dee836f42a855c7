/**
 * Every call of SPEC §7 in one table: method, path (':id' marks a path parameter), the request
 * schemas and the answer schema (null for 204 No Content). The reference API registers its routes
 * from this table and the portal's client builds its calls from it, so the two cannot drift.
 */
import type * as z from './zod';
import * as auth from './auth';
import * as calendar from './calendar';
import * as clips from './clips';
import * as commerce from './commerce';
import {
  idParamsSchema,
  getByIdQuerySchema,
  eventListRequestSchema,
  groupedSportCountAnswerSchema,
  groupedSportCountQuerySchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  relatedVideosQuerySchema,
  statsAnswerSchema,
  statsQuerySchema,
} from './events';
import * as follows from './follows';
import * as identities from './identities';
import * as reminders from './reminders';
import * as tags from './tags';
import * as user from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** 'required': a bearer token; 'optional': answers differ for signed-in users; 'none': never sent. */
  auth: 'required' | 'optional' | 'none';
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** null: 204 No Content. */
  answer: z.ZodMiniType | null;
  /** A call beyond SPEC §7 (docs/fan-features.md): the OpenAPI document tags it 'extension'. */
  extension?: true;
}

const route = <R extends ApiRoute>(r: R) => r;

export const apiRoutes = {
  // Authentication
  register: route({ method: 'POST', path: '/api/user/register', auth: 'none', body: auth.registerRequestSchema, answer: auth.loginAnswerSchema }),
  login: route({ method: 'POST', path: '/api/user/login', auth: 'none', body: auth.loginRequestSchema, answer: auth.loginAnswerSchema }),
  oauthToken: route({ method: 'POST', path: '/api/oauth2/token', auth: 'none', body: auth.oauthTokenRequestSchema, answer: auth.oauthTokenAnswerSchema }),
  logout: route({ method: 'POST', path: '/api/user/logout', auth: 'required', answer: null }),
  checkCurrentDevice: route({
    method: 'POST',
    path: '/api/user/check_current_device',
    auth: 'required',
    body: auth.checkDeviceRequestSchema,
    answer: auth.checkDeviceAnswerSchema,
  }),
  deleteDevice: route({ method: 'POST', path: '/api/user/delete_device', auth: 'required', body: auth.deleteDeviceRequestSchema, answer: null }),
  forgotPassword: route({ method: 'POST', path: '/api/user/forgot_password', auth: 'none', body: auth.forgotPasswordRequestSchema, answer: null }),
  resetPassword: route({ method: 'POST', path: '/api/user/reset_password', auth: 'none', body: auth.resetPasswordRequestSchema, answer: null }),
  changePassword: route({ method: 'POST', path: '/api/user/change_password', auth: 'required', body: auth.changePasswordRequestSchema, answer: null }),
  // Profile and watchlist
  getProfile: route({ method: 'GET', path: '/api/user/get_profile', auth: 'required', answer: user.profileAnswerSchema }),
  // An update answers the whole profile (a superset of the fields SPEC §7 lists).
  updateProfile: route({
    method: 'POST',
    path: '/api/user/update_profile',
    auth: 'required',
    body: user.updateProfileRequestSchema,
    answer: user.profileAnswerSchema,
  }),
  deleteAccount: route({ method: 'POST', path: '/api/user/delete_account', auth: 'required', answer: null }),
  getWatchlist: route({ method: 'GET', path: '/api/user/get_watchlist', auth: 'required', query: user.watchlistQuerySchema, answer: mediaListSchema }),
  addToWatchlist: route({ method: 'POST', path: '/api/user/add_to_watchlist', auth: 'required', body: user.watchlistChangeRequestSchema, answer: null }),
  removeFromWatchlist: route({
    method: 'POST',
    path: '/api/user/remove_from_watchlist',
    auth: 'required',
    body: user.watchlistChangeRequestSchema,
    answer: null,
  }),
  // Events, clips, videos
  eventList: route({ method: 'POST', path: '/api/event/list', auth: 'optional', body: eventListRequestSchema, answer: mediaListSchema }),
  eventById: route({
    method: 'GET',
    path: '/api/event/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    query: getByIdQuerySchema,
    answer: mediaItemAnswerSchema,
  }),
  clipById: route({
    method: 'GET',
    path: '/api/clip/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    query: getByIdQuerySchema,
    answer: mediaItemAnswerSchema,
  }),
  relatedVideos: route({ method: 'GET', path: '/api/vod/get_related_videos', auth: 'optional', query: relatedVideosQuerySchema, answer: mediaListSchema }),
  groupedSportCount: route({
    method: 'GET',
    path: '/api/event/grouped_sport_count',
    auth: 'optional',
    query: groupedSportCountQuerySchema,
    answer: groupedSportCountAnswerSchema,
  }),
  eventStats: route({ method: 'GET', path: '/api/event/stats', auth: 'optional', query: statsQuerySchema, answer: statsAnswerSchema }),
  commerceOptions: route({
    method: 'GET',
    path: '/api/event/get_commerce_options',
    auth: 'optional',
    query: commerce.commerceOptionsQuerySchema,
    answer: commerce.commerceOptionsAnswerSchema,
  }),
  userClipList: route({ method: 'POST', path: '/api/clip/user_list', auth: 'required', body: clips.userClipListRequestSchema, answer: mediaListSchema }),
  clipList: route({ method: 'POST', path: '/api/clip/list', auth: 'optional', body: clips.clipListRequestSchema, answer: mediaListSchema }),
  clipCreate: route({ method: 'POST', path: '/api/clip/create', auth: 'required', body: clips.clipCreateRequestSchema, answer: mediaItemAnswerSchema }),
  clipUpdate: route({
    method: 'POST',
    path: '/api/clip/update/:id',
    auth: 'required',
    params: idParamsSchema,
    body: clips.clipUpdateRequestSchema,
    answer: mediaItemAnswerSchema,
  }),
  clipDelete: route({ method: 'POST', path: '/api/clip/delete/:id', auth: 'required', params: idParamsSchema, answer: null }),
  // Tags
  tagList: route({ method: 'POST', path: '/api/tag/list', auth: 'required', body: tags.tagListRequestSchema, answer: tags.tagListAnswerSchema }),
  tagSave: route({ method: 'POST', path: '/api/tag/saveV2', auth: 'required', body: tags.tagSaveRequestSchema, answer: tags.tagAnswerSchema }),
  tagUpdate: route({ method: 'POST', path: '/api/tag/update', auth: 'required', body: tags.tagUpdateRequestSchema, answer: tags.tagAnswerSchema }),
  tagRemoveList: route({ method: 'POST', path: '/api/tag/remove_list', auth: 'required', body: tags.tagRemoveListRequestSchema, answer: null }),
  // Commerce
  subscriptions: route({
    method: 'GET',
    path: '/api/commerce/get_subscriptions',
    auth: 'optional',
    query: commerce.subscriptionsQuerySchema,
    answer: commerce.productsAnswerSchema,
  }),
  subscriptionById: route({
    method: 'GET',
    path: '/api/commerce/get_subscriptions_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    answer: commerce.productAnswerSchema,
  }),
  customerContracts: route({
    method: 'GET',
    path: '/api/commerce/customer_contracts',
    auth: 'required',
    query: commerce.contractsQuerySchema,
    answer: commerce.contractsAnswerSchema,
  }),
  customerContractById: route({
    method: 'GET',
    path: '/api/commerce/get_customer_subscriptions_by_id/id/:id',
    auth: 'required',
    params: idParamsSchema,
    answer: commerce.contractAnswerSchema,
  }),
  cancelContract: route({
    method: 'POST',
    path: '/api/commerce/cancel_contract',
    auth: 'required',
    body: commerce.cancelContractRequestSchema,
    answer: commerce.contractAnswerSchema,
  }),
  subscribeByStoredCard: route({
    method: 'POST',
    path: '/api/commerce/subscribe_by_stored_cc',
    auth: 'required',
    body: commerce.subscribeByStoredCardRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  checkout: route({
    method: 'POST',
    path: '/api/commerce/subscription_checkout',
    auth: 'required',
    body: commerce.checkoutRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  redeemAccessCode: route({
    method: 'POST',
    path: '/api/commerce/redeem_access_code',
    auth: 'required',
    body: commerce.redeemAccessCodeRequestSchema,
    answer: commerce.paymentResultAnswerSchema,
  }),
  payments: route({ method: 'GET', path: '/api/commerce/payments', auth: 'required', answer: commerce.paymentsAnswerSchema }),
  storedCards: route({ method: 'GET', path: '/api/commerce/stored_cards', auth: 'required', answer: commerce.storedCardsAnswerSchema }),
  cardToken: route({
    method: 'POST',
    path: '/api/payments/tokens',
    auth: 'none',
    body: commerce.cardTokenRequestSchema,
    answer: commerce.cardTokenAnswerSchema,
  }),
  // Identities and follows
  identityList: route({
    method: 'POST',
    path: '/api/identity/list',
    auth: 'optional',
    body: identities.identityListRequestSchema,
    answer: identities.identityListAnswerSchema,
  }),
  identityById: route({
    method: 'GET',
    path: '/api/identity/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    answer: identities.identityAnswerSchema,
  }),
  followList: route({
    method: 'GET',
    path: '/api/follow/list_by_user',
    auth: 'required',
    query: follows.followListQuerySchema,
    answer: follows.followListAnswerSchema,
  }),
  followSave: route({
    method: 'POST',
    path: '/api/follow/save',
    auth: 'required',
    body: follows.followSaveRequestSchema,
    answer: follows.followItemAnswerSchema,
  }),
  followRemove: route({ method: 'POST', path: '/api/follow/remove_by_reference', auth: 'required', body: follows.followRemoveRequestSchema, answer: null }),
  // Extensions (docs/fan-features.md): the personal calendar feed
  calendarToken: route({ method: 'POST', path: '/api/user/calendar_feed', auth: 'required', answer: calendar.calendarTokenAnswerSchema, extension: true }),
  resetCalendarToken: route({
    method: 'POST',
    path: '/api/user/calendar_feed/reset',
    auth: 'required',
    answer: calendar.calendarTokenAnswerSchema,
    extension: true,
  }),
  calendarFeed: route({
    method: 'GET',
    path: '/api/calendar/feed/:token',
    auth: 'none',
    params: calendar.calendarFeedParamsSchema,
    query: calendar.calendarFeedQuerySchema,
    answer: mediaListSchema,
    extension: true,
  }),
  // Extensions (docs/fan-features.md): kick-off reminders and where they are sent
  reminderList: route({ method: 'GET', path: '/api/user/reminders', auth: 'required', answer: reminders.reminderListAnswerSchema, extension: true }),
  reminderCreate: route({
    method: 'POST',
    path: '/api/user/reminders',
    auth: 'required',
    body: reminders.reminderCreateRequestSchema,
    answer: reminders.reminderAnswerSchema,
    extension: true,
  }),
  reminderDelete: route({ method: 'DELETE', path: '/api/user/reminders/:id', auth: 'required', params: idParamsSchema, answer: null, extension: true }),
  pushKey: route({ method: 'GET', path: '/api/push/key', auth: 'none', answer: reminders.pushKeyAnswerSchema, extension: true }),
  pushSubscribe: route({
    method: 'POST',
    path: '/api/user/push_subscriptions',
    auth: 'required',
    body: reminders.pushSubscriptionRequestSchema,
    answer: null,
    extension: true,
  }),
  pushUnsubscribe: route({
    method: 'POST',
    path: '/api/user/push_subscriptions/remove',
    auth: 'required',
    body: reminders.pushUnsubscribeRequestSchema,
    answer: null,
    extension: true,
  }),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

/** '/api/event/get_by_id/id/:id' + { id: 'ev 1' } → '/api/event/get_by_id/id/ev%201'. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
