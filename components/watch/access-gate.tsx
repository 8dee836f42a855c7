'use client';
/**
 * Why the viewer cannot watch and the way in (SPEC §6): sign in, buy the PPV ticket, subscribe, or
 * redeem an access code. The purchase pages are their own routes; this only links to them, with the
 * event as the place to return to once paid (signed-out viewers sign in first, then go on).
 */
import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/components/commerce/price';
import { buttonClass } from '@/components/ui/button';
import { RETURN_TO_PARAM } from '@/lib/guards/auth';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation-hooks';
import type { CommerceOptions, MediaEvent, Offer } from '@/lib/models/event';
import type { Gate } from './watch-rules';

const LOGIN_PATH = '/auth/login/';
const SIGN_UP_PATH = '/auth/sign-up/';
const ACCESS_CODE_PATH = '/auth/sign-up/subscription/code/';
const buyPath = (offer: Offer, returnTo: string) =>
  `${offer.model === 'ppv' ? '/account/ppv/' : '/account/subscription/buy/'}${encodeURIComponent(offer.id)}/?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;

interface AccessGateProps {
  event: MediaEvent;
  gate: Extract<Gate, { kind: 'region' | 'locked' }>;
  commerce: CommerceOptions | null | undefined;
  loading: boolean;
}

export function AccessGate({ event, gate, commerce, loading }: AccessGateProps) {
  const t = useTranslations('watch.access');
  const locale = useLocale();
  const pathname = usePathname();
  const returnTo = `?${RETURN_TO_PARAM}=${encodeURIComponent(pathname)}`;
  const price = (o: Offer) => formatPrice(locale, o.price, o.currency) ?? '—';
  const offerPath = (o: Offer) =>
    gate.kind === 'locked' && gate.signIn ? `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(buyPath(o, pathname))}` : buyPath(o, pathname);

  if (gate.kind === 'region') {
    return (
      <section aria-labelledby="access-title" className="max-w-lg space-y-2">
        <h2 id="access-title" className="text-xl font-bold">
          {t('regionTitle')}
        </h2>
        <p>{t('region')}</p>
      </section>
    );
  }

  const reason = event.access === 'members' ? t('members') : event.access === 'ppv' ? t('ppv') : t('subscription');
  const ppv = commerce?.ppv ?? [];
  const subscriptions = commerce?.subscriptions ?? [];
  const linkClass = buttonClass({ size: 'sm' });
  const outlineClass = buttonClass({ size: 'sm', variant: 'outline', className: 'border-white/60 bg-black/40 text-white' });
  return (
    <section aria-labelledby="access-title" className="max-w-xl space-y-3">
      <h2 id="access-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p>{reason}</p>
      {gate.signIn ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Link href={`${LOGIN_PATH}${returnTo}`} className={linkClass}>
            {t('signIn')}
          </Link>
          <Link href={SIGN_UP_PATH} className={outlineClass}>
            {t('signUp')}
          </Link>
        </div>
      ) : null}
      {event.access !== 'members' && (
        <div className="space-y-2">
          {loading ? (
            <p role="status" className="text-sm text-white/80">
              {t('loadingOffers')}
            </p>
          ) : (
            <ul aria-label={t('offers')} className="flex flex-wrap justify-center gap-2">
              {ppv.map((o) => (
                <li key={o.id}>
                  <Link href={offerPath(o)} className={linkClass}>
                    {t('buy', { price: price(o) })}
                  </Link>
                </li>
              ))}
              {subscriptions.map((o) => (
                <li key={o.id}>
                  <Link href={offerPath(o)} className={outlineClass}>
                    {t('subscribe', { title: o.title, price: price(o) })}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  href={gate.signIn ? `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(ACCESS_CODE_PATH)}` : ACCESS_CODE_PATH}
                  className={outlineClass}
                >
                  {t('code')}
                </Link>
              </li>
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
