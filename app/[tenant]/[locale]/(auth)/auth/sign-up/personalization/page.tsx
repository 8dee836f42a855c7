import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpPersonalization', '/auth/sign-up/personalization/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
