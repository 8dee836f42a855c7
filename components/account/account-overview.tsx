'use client';
/** The account overview: who is signed in, and the way to each section. */
import { useFormatter, useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { identityQueries } from '@/lib/queries/identities';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useSessionStore } from '@/stores/session-store';
import { useQuery } from '@/lib/queries/hooks';
import { useAccountProfile } from './use-account';

/** The title of the profile's identity or identity item; its id while loading or when unknown. */
function useIdentityTitle(id: string | null | undefined): string | null {
  const ctx = useQueryContext();
  const query = useQuery({ ...identityQueries.detail(ctx, id ?? ''), enabled: Boolean(id), retry: false, select: (i) => i.fullTitle });
  return id ? (query.data ?? id) : null;
}

export function AccountOverview({ clubSelection }: { clubSelection: boolean }) {
  const t = useTranslations('account');
  const common = useTranslations('common');
  const format = useFormatter();
  const { data: profile, isError } = useAccountProfile();
  const deviceCount = useSessionStore((s) => s.devices.length);
  const identity = useIdentityTitle(profile?.identity);
  const identityItem = useIdentityTitle(profile?.identityItem);
  if (isError)
    return (
      <p role="alert" className="text-danger">
        {t('loadFailed')}
      </p>
    );
  if (!profile) {
    return (
      <div role="status" aria-label={common('loading')} className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const rows: [string, string][] = [
    [t('overview.email'), profile.email],
    [t('overview.country'), profile.countryName ?? t('overview.notSet')],
    [t('general.identity'), identity ?? t('overview.notSet')],
    [t('general.identityItem'), identityItem ?? t('overview.notSet')],
  ];
  const cards = [
    { href: '/account/general/', title: t('nav.general'), text: t('overview.generalText') },
    { href: '/account/devices/', title: t('nav.devices'), text: t('overview.devicesText', { count: deviceCount }) },
    { href: '/account/password/', title: t('nav.password'), text: t('overview.passwordText') },
  ] as const;
  return (
    <div className="space-y-6">
      <div className="bg-surface-raised border-line rounded-xl border p-5">
        <p className="text-xl font-semibold">{t('overview.greeting', { name: profile.fullName })}</p>
        <p className="text-fg-muted text-sm">{t('overview.memberSince', { date: format.dateTime(new Date(profile.added), { dateStyle: 'long' }) })}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
          {clubSelection && (
            <div className="contents">
              <dt className="text-fg-muted">{t('overview.club')}</dt>
              <dd>
                <Link href="/club/" className="underline underline-offset-4 hover:no-underline">
                  {t('overview.changeClub')}
                </Link>
              </dd>
            </div>
          )}
        </dl>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((c) => (
          <li key={c.href}>
            <Link href={c.href} className="bg-surface-raised border-line hover:border-fg-muted block h-full rounded-xl border p-4">
              <span className="block font-semibold">{c.title}</span>
              <span className="text-fg-muted mt-1 block text-sm">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
