import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountPassword', '/account/password/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
