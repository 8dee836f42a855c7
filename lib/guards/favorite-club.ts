import { next, type Guard } from './types';

export const CLUB_PATH = '/club/';

/** SPEC §2: with favorite-club selection on, a signed-in user without a club goes to /club/ from anywhere. */
export const favoriteClubGuard: Guard = ({ tenant, session, path }) => {
  if (!tenant.enable_favorite_club_selection || !session || session.club || path === CLUB_PATH) return next;
  return { kind: 'redirect', to: CLUB_PATH };
};
