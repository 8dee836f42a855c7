import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingCategoryFollowed', '/auth/sign-up/following/category/followed/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
