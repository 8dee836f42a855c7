import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('about', '/about/');

export { generateMetadata };
export default ShellPage;
