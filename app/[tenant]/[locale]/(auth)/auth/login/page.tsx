import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('login', '/auth/login/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
