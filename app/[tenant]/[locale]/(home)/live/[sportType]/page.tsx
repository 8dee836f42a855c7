import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('liveSport', '/live/[sportType]/');

export { generateMetadata };
export default ShellPage;
