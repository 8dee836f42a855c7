import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('club', '/club/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
