import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('highlight', '/highlight/');

export { generateMetadata };
export default ShellPage;
