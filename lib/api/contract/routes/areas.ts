/**
 * The route table's areas and the calls in each. The server and the contract tests use the merged
 * table (routes/index.ts); the browser loads only the area a call belongs to, so a public page's
 * first list refresh builds the catalogue's schemas, not every schema of the contract
 * (docs/performance.md, "The phone's main thread").
 */
import type { ApiRoute } from './route';

export const routeAreas = {
  account: [
    'register',
    'login',
    'oauthToken',
    'logout',
    'checkCurrentDevice',
    'deleteDevice',
    'forgotPassword',
    'resetPassword',
    'changePassword',
    'getProfile',
    'updateProfile',
    'deleteAccount',
    'getWatchlist',
    'addToWatchlist',
    'removeFromWatchlist',
    'calendarToken',
    'resetCalendarToken',
    'calendarFeed',
    'reminderList',
    'reminderCreate',
    'reminderDelete',
    'pushKey',
    'pushSubscribe',
    'pushUnsubscribe',
  ],
  media: [
    'eventList',
    'eventById',
    'clipById',
    'relatedVideos',
    'groupedSportCount',
    'eventStats',
    'userClipList',
    'clipList',
    'clipCreate',
    'clipUpdate',
    'clipDelete',
  ],
  commerce: [
    'commerceOptions',
    'subscriptions',
    'subscriptionById',
    'customerContracts',
    'customerContractById',
    'cancelContract',
    'subscribeByStoredCard',
    'checkout',
    'redeemAccessCode',
    'payments',
    'storedCards',
    'cardToken',
  ],
  tags: ['tagList', 'tagSave', 'tagUpdate', 'tagRemoveList'],
  identities: ['identityList', 'identityById', 'followList', 'followSave', 'followRemove'],
} as const;

export type RouteArea = keyof typeof routeAreas;

/** An area's table: exactly the calls routeAreas gives that area (an extra or missing one fails to compile). */
export type AreaRoutes<A extends RouteArea> = { [N in (typeof routeAreas)[A][number]]: ApiRoute };
