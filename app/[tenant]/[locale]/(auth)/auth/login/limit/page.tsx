import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LimitView } from '@/components/auth/limit-view';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/login/limit'>) {
  return privatePageMetadata(params, 'loginLimit', '/auth/login/limit/');
}

/** Device limit reached: remove a device to finish signing in (SPEC §2, §4). The pending sign-in is read in the browser. */
export default async function LoginLimitPage({ params }: PageProps<'/[tenant]/[locale]/auth/login/limit'>) {
  await openPage(params);
  const pages = await getTranslations('pages.loginLimit');
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <LimitView />
    </AuthCard>
  );
}
