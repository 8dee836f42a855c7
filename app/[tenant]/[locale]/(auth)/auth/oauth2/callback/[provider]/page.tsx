import { shellPage } from '@/components/layout/page-shell';

const { generateMetadata, ShellPage } = shellPage('oauthCallback', '/auth/oauth2/callback/[provider]/', { robots: { index: false } });

export { generateMetadata };
export default ShellPage;
