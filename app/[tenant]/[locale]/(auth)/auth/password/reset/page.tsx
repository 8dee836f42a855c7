import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('passwordReset', '/auth/password/reset/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
