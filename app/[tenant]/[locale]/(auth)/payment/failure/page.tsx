import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { PaymentFailure } from '@/components/commerce/payment-result';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/payment/failure'>) {
  return privatePageMetadata(params, 'paymentFailure', '/payment/failure/');
}

export default async function PaymentFailurePage({ params }: PageProps<'/[tenant]/[locale]/payment/failure'>) {
  await openPage(params);
  const t = await getTranslations('pages.paymentFailure');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <Suspense>
        <PaymentFailure />
      </Suspense>
    </AuthCard>
  );
}
