import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingLeague', '/auth/sign-up/following/league/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
