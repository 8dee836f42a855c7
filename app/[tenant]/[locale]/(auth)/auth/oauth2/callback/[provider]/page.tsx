import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { CallbackRelay } from '@/components/auth/callback-relay';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import type { SocialProvider } from '@/lib/models/session';
import { SOCIAL_PROVIDERS } from '@/lib/session/providers';

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/oauth2/callback/[provider]'>) {
  return privatePageMetadata(params, 'oauthCallback', '/auth/oauth2/callback/[provider]/');
}

const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Where the sign-in popup returns; hands the provider's answer to the opener (SPEC §2, §4). */
export default async function OauthCallbackPage({ params }: PageProps<'/[tenant]/[locale]/auth/oauth2/callback/[provider]'>) {
  const { provider } = await openPage(params);
  if (!isProvider(provider)) notFound();
  const pages = await getTranslations('pages.oauthCallback');
  return (
    <AuthCard title={pages('title')}>
      <CallbackRelay provider={provider} />
    </AuthCard>
  );
}
