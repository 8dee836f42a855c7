import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('accountBilling', '/account/billing/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
