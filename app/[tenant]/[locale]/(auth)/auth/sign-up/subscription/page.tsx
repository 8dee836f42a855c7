import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpSubscription', '/auth/sign-up/subscription/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
