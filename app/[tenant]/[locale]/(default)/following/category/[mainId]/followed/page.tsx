import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingCategoryItemsFollowed', '/following/category/[mainId]/followed/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
