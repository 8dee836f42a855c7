import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('selectedVideos', '/selected/videos/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
