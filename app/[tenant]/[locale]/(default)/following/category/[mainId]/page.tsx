import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingCategoryItems', '/following/category/[mainId]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
