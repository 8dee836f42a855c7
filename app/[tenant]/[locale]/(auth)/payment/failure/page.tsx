import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('paymentFailure', '/payment/failure/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
