import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('channel', '/channels/[eventId]/');

export { generateMetadata };
export default ShellPage;
