import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('live', '/live/');

export { generateMetadata };
export default ShellPage;
