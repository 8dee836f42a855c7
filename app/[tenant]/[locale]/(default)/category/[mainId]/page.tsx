import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('category', '/category/[mainId]/');

export { generateMetadata };
export default ShellPage;
