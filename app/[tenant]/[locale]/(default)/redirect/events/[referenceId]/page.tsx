import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('redirect', '/redirect/events/[referenceId]/');

export { generateMetadata };
export default ShellPage;
