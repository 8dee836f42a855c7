import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountSubscriptionDetail', '/account/subscription/[id]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
