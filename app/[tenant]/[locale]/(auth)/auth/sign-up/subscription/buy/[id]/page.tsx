import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpSubscriptionBuy', '/auth/sign-up/subscription/buy/[id]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
