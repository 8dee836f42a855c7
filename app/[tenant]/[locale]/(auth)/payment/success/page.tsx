import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { PaymentSuccess } from '@/components/commerce/payment-result';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/payment/success'>) {
  return privatePageMetadata(params, 'paymentSuccess', '/payment/success/');
}

export default async function PaymentSuccessPage({ params }: PageProps<'/[tenant]/[locale]/payment/success'>) {
  await openPage(params);
  const t = await getTranslations('pages.paymentSuccess');
  return (
    <AuthCard title={t('title')} description={t('description')}>
      <Suspense>
        <PaymentSuccess />
      </Suspense>
    </AuthCard>
  );
}
