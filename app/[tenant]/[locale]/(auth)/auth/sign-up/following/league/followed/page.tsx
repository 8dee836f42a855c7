import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingLeagueFollowed', '/auth/sign-up/following/league/followed/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
