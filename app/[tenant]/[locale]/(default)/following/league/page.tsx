import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingLeague', '/following/league/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
