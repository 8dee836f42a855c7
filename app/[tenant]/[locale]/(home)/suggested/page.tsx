import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('suggested', '/suggested/');

export { generateMetadata };
export default ShellPage;
