import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('faq', '/faq/');

export { generateMetadata };
export default ShellPage;
