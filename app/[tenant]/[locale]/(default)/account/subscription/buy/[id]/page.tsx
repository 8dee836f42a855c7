import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountSubscriptionBuy', '/account/subscription/buy/[id]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
