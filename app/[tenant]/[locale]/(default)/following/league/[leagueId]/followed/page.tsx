import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingLeagueTeamsFollowed', '/following/league/[leagueId]/followed/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
