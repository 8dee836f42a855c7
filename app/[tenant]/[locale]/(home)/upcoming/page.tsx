import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('upcoming', '/upcoming/');

export { generateMetadata };
export default ShellPage;
