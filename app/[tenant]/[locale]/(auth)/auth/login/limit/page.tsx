import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { LimitView } from '@/components/auth/limit-view';
import { firstParam, openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { LIMIT_DATA_PARAM } from '@/lib/session/navigation';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/login/limit'>) {
  return privatePageMetadata(params, 'loginLimit', '/auth/login/limit/');
}

/** Device limit reached: remove a device to finish signing in (SPEC §2, §4). */
export default async function LoginLimitPage({ params, searchParams }: PageProps<'/[tenant]/[locale]/auth/login/limit'>) {
  await openSessionPage(params);
  const pages = await getTranslations('pages.loginLimit');
  const data = firstParam((await searchParams)[LIMIT_DATA_PARAM]);
  return (
    <AuthCard title={pages('title')} description={pages('description')}>
      <LimitView data={data} />
    </AuthCard>
  );
}
