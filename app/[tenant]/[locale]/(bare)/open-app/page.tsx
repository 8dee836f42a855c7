import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('openApp', '/open-app/');

export { generateMetadata };
export default ShellPage;
