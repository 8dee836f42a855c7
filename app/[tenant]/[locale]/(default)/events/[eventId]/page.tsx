import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('event', '/events/[eventId]/');

export { generateMetadata };
export default ShellPage;
