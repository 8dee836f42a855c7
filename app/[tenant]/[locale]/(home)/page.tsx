import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('home', '/');

export { generateMetadata };
export default ShellPage;
