import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('signUpFollowingCategory', '/auth/sign-up/following/category/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
