import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingCategoryFollowed', '/following/category/followed/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
