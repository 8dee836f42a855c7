import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingCategoryItems', '/auth/sign-up/following/category/[mainId]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
