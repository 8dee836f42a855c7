import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('eventStats', '/events/stats/[eventId]/');

export { generateMetadata };
export default ShellPage;
