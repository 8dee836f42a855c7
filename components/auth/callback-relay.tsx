'use client';
/**
 * The return page of a social sign-in popup (SPEC §2 /auth/oauth2/callback/{provider}): reads the
 * provider's answer from the fragment and query and posts it to the window that opened the popup —
 * to this same origin only — then closes itself.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { SocialProvider } from '@/lib/models/session';
import { CALLBACK_MESSAGE_TYPE, type CallbackMessage } from '@/lib/session/social-popup';

/** Apple sends the name once, as JSON in `user`; other providers may send full_name or name. */
function fullNameFrom(params: URLSearchParams): string | undefined {
  const direct = params.get('full_name') ?? params.get('name');
  if (direct) return direct;
  try {
    const user = JSON.parse(params.get('user') ?? 'null') as { name?: { firstName?: string; lastName?: string } } | null;
    const name = [user?.name?.firstName, user?.name?.lastName].filter(Boolean).join(' ');
    return name || undefined;
  } catch {
    return undefined;
  }
}

export function callbackMessage(provider: SocialProvider, location: Pick<Location, 'hash' | 'search'>): CallbackMessage {
  const params = new URLSearchParams(location.search);
  new URLSearchParams(location.hash.replace(/^#/, '')).forEach((value, key) => params.set(key, value));
  const pick = (key: string) => params.get(key) || undefined;
  return {
    type: CALLBACK_MESSAGE_TYPE,
    provider,
    state: pick('state'),
    access_token: pick('access_token'),
    id_token: pick('id_token'),
    code: pick('code'),
    full_name: fullNameFrom(params),
    error: pick('error'),
    error_description: pick('error_description'),
  };
}

const openerOf = (): Window | null => {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
};

export function CallbackRelay({ provider }: { provider: SocialProvider }) {
  const t = useTranslations('auth.callback');
  const hydrated = useHydrated();
  const hasOpener = hydrated && openerOf() !== null;

  useEffect(() => {
    const opener = openerOf();
    if (!opener) return;
    opener.postMessage(callbackMessage(provider, window.location), window.location.origin);
    // The tokens must not linger in this window's address or history.
    window.history.replaceState(null, '', window.location.pathname);
    window.close();
  }, [provider]);

  return (
    <p role="status" className="text-sm">
      {!hydrated ? t('working') : hasOpener ? t('done') : t('noOpener')}
    </p>
  );
}
