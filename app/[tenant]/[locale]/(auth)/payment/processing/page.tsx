import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { PaymentProcessing } from '@/components/commerce/payment-result';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/payment/processing'>) {
  return privatePageMetadata(params, 'paymentProcessing', '/payment/processing/');
}

export default async function PaymentProcessingPage({ params }: PageProps<'/[tenant]/[locale]/payment/processing'>) {
  await openPage(params);
  const t = await getTranslations('pages.paymentProcessing');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <Suspense>
        <PaymentProcessing />
      </Suspense>
    </AuthCard>
  );
}
