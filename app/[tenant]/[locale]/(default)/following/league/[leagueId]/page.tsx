import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingLeagueTeams', '/following/league/[leagueId]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
