import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountPpvDetail', '/account/ppv/[id]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
