import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('subCategory', '/category/[mainId]/sub-category/[subId]/');

export { generateMetadata };
export default ShellPage;
