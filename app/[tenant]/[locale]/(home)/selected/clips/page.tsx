import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('selectedClips', '/selected/clips/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
