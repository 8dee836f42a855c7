import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountSubscription', '/account/subscription/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
