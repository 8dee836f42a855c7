import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('account', '/account/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
