import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('archive', '/archive/');

export { generateMetadata };
export default ShellPage;
