import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountDevices', '/account/devices/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
