import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('league', '/league/[leagueId]/');

export { generateMetadata };
export default ShellPage;
