import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('info', '/info/[type]/');

export { generateMetadata };
export default ShellPage;
