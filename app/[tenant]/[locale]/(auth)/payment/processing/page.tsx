import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('paymentProcessing', '/payment/processing/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
