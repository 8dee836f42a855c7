import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('team', '/team/[teamId]/');

export { generateMetadata };
export default ShellPage;
