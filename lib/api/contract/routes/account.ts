/** The account's calls: authentication (SPEC §7), profile and watchlist, and the calendar feed and
 * reminders (extensions, docs/fan-features.md). */
import * as auth from '../auth';
import * as calendar from '../calendar';
import { idParamsSchema, mediaListSchema } from '../events';
import * as reminders from '../reminders';
import * as user from '../user';
import { route } from './route';
import type { AreaRoutes } from './areas';

export const accountRoutes = {
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
} as const satisfies AreaRoutes<'account'>;
