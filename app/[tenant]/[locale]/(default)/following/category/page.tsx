import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('followingCategory', '/following/category/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
