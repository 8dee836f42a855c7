import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountGeneral', '/account/general/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
