/**
 * The header of a league, category, sub-category or team page: banner, logo, title (the page's
 * h1), sport, parent link, social links, the follow button (a client leaf) and, for a team or a
 * league, the link that subscribes a calendar app to its games and the bell that reminds of each
 * (docs/fan-features.md "Calendars", "Kick-off reminders").
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FollowButton } from '@/components/follow/follow-button';
import { ReminderBell } from '@/components/reminders/reminder-bell';
import { buttonClass } from '@/components/ui/button';
import { followTypeOf } from '@/lib/api/follows';
import { Link } from '@/lib/i18n/navigation';
import type { Identity } from '@/lib/models/identity';
import { IdentityBanner } from './identity-banner';
import { SocialLinks } from './social-links';

interface IdentityHeaderProps {
  identity: Identity;
  sportLabel?: string | null;
  parent?: { title: string; href: string } | null;
  /** The webcal:// address of the identity's calendar feed. */
  calendarFeed?: string;
  children?: ReactNode;
}

export async function IdentityHeader({ identity, sportLabel, parent, calendarFeed, children }: IdentityHeaderProps) {
  const t = await getTranslations('identity');
  return (
    <header className="mb-8 space-y-5">
      <IdentityBanner banners={identity.banners} mobileBanners={identity.mobileBanners} fallbackUrl={identity.bannerUrl} label={identity.fullTitle} priority />
      <div className="flex flex-wrap items-center gap-4">
        {identity.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- logos are small SVGs from the tenant's API
          <img src={identity.logoUrl} alt="" width={72} height={72} className="bg-surface-raised border-line h-18 w-18 rounded-xl border object-contain p-1" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-fg-muted text-sm">
            {t(`kind.${identity.kind}`)}
            {sportLabel && <> · {sportLabel}</>}
            {parent && (
              <>
                {' · '}
                <Link href={parent.href} className="underline underline-offset-4">
                  {parent.title}
                </Link>
              </>
            )}
          </p>
          <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
            {identity.fullTitle}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FollowButton id={identity.id} title={identity.title} type={followTypeOf(identity.kind)} />
          {(identity.kind === 'team' || identity.kind === 'league') && (
            <ReminderBell kind={identity.kind} targetId={identity.id} title={identity.title} look="button" />
          )}
          {calendarFeed && (
            <a href={calendarFeed} className={buttonClass({ variant: 'outline' })}>
              {t('subscribeCalendar')}
            </a>
          )}
        </div>
      </div>
      <SocialLinks links={identity.social} owner={identity.fullTitle} />
      {children}
    </header>
  );
}
