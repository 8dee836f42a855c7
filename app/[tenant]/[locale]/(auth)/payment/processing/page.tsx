import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openSessionPage, privatePageMetadata } from '@/components/auth/page-setup';
import { PaymentProcessing } from '@/components/commerce/payment-result';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/payment/processing'>) {
  return privatePageMetadata(params, 'paymentProcessing', '/payment/processing/');
}

export default async function PaymentProcessingPage({ params }: PageProps<'/[tenant]/[locale]/payment/processing'>) {
  await openSessionPage(params);
  const t = await getTranslations('pages.paymentProcessing');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <Suspense>
        <PaymentProcessing />
      </Suspense>
    </AuthCard>
  );
}
