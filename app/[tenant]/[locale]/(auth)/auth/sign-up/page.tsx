import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUp', '/auth/sign-up/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
