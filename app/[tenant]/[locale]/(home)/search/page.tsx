import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('search', '/search/');

export { generateMetadata };
export default ShellPage;
