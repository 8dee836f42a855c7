import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('privacy', '/privacy/');

export { generateMetadata };
export default ShellPage;
