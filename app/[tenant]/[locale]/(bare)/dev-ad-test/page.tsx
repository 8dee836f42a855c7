import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('devAdTest', '/dev-ad-test/');

export { generateMetadata };
export default ShellPage;
