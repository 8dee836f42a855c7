import { next, type Guard } from './types';

/** Named guard 'disable-team-page': the tenant can switch team pages off; they are then 404s. */
export const disableTeamPageGuard: Guard = ({ tenant }) => (tenant.disable_team_pages ? { kind: 'not-found' } : next);
