import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { PaymentFailure } from '@/components/commerce/payment-result';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/payment/failure'>) {
  return privatePageMetadata(params, 'paymentFailure', '/payment/failure/');
}

export default async function PaymentFailurePage({ params }: PageProps<'/[tenant]/[locale]/payment/failure'>) {
  await openSessionPage(params);
  const t = await getTranslations('pages.paymentFailure');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <Suspense>
        <PaymentFailure />
      </Suspense>
    </AuthCard>
  );
}
