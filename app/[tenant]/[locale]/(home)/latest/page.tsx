import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('latest', '/latest/');

export { generateMetadata };
export default ShellPage;
