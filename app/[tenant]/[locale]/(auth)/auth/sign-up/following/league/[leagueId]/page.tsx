import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingLeagueTeams', '/auth/sign-up/following/league/[leagueId]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
