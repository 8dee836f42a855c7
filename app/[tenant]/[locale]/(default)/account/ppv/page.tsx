import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountPpv', '/account/ppv/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
