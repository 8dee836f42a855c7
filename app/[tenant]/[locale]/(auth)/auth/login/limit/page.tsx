import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('loginLimit', '/auth/login/limit/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
