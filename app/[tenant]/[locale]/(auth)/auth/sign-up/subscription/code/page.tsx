import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpSubscriptionCode', '/auth/sign-up/subscription/code/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
