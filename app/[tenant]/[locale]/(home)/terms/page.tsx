import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('terms', '/terms/');

export { generateMetadata };
export default ShellPage;
