import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('recommendation', '/recommendation/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
