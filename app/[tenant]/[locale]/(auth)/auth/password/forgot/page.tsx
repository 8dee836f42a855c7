import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('passwordForgot', '/auth/password/forgot/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
