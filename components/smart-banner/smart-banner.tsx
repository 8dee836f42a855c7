'use client';
/**
 * The smart app banner (SPEC §1, §4, §9): a bar at the foot of the screen with the tenant's app and
 * the store of the device's platform. Closing it sets a cookie that hides it for 60 minutes (2
 * outside production). Loaded after the page is up and only where the cheap checks pass
 * (app-providers.tsx); the user-agent parser decides here.
 */
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { publicEnv } from '@/lib/public-env';
import { smartBannerOffer } from '@/lib/smart-banner/eligibility';
import { closedCookieString } from '@/lib/smart-banner/gate';
import { useTenant } from '@/lib/tenant/context';

export function SmartBanner() {
  const tenant = useTenant();
  const t = useTranslations('smartBanner');
  // Mounted in the browser only (after load), so reading it while rendering is safe.
  const [offer] = useState(() => smartBannerOffer(tenant.smart_banner, navigator.userAgent, document.cookie));
  const [closed, setClosed] = useState(false);
  if (!offer || closed) return null;

  const close = (event: MouseEvent<HTMLButtonElement>) => {
    document.cookie = closedCookieString(publicEnv.environment, window.location.protocol === 'https:');
    // The button goes away with the banner: keyboard focus moves on to the page's content.
    if (event.currentTarget === document.activeElement) document.getElementById('main')?.focus({ preventScroll: true });
    setClosed(true);
  };

  return (
    <>
      {/* Room at the end of the page, so the bar never covers its last lines. */}
      <div aria-hidden="true" className="box-content h-20 pb-[env(safe-area-inset-bottom)]" />
      <aside
        aria-label={t('label', { name: tenant.name })}
        className="bg-surface-raised text-fg border-line z-header fixed inset-x-0 bottom-0 border-t pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.2)]"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-3 py-2.5">
          <Button variant="ghost" size="icon" rounded aria-label={t('close')} onClick={close} className="shrink-0">
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </Button>
          <span aria-hidden="true" className="bg-brand h-11 w-11 shrink-0 rounded-xl" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{tenant.name}</p>
            <p className="text-fg-muted truncate text-xs">{t(offer.store)}</p>
          </div>
          <a href={offer.url} rel="noopener" className={buttonClass({ size: 'sm', rounded: true, className: 'shrink-0' })}>
            {t('install')}
          </a>
        </div>
      </aside>
    </>
  );
}
