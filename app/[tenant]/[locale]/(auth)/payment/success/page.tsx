import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('paymentSuccess', '/payment/success/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
