'use client';
/**
 * The choice lists of the following pages: identities with a follow toggle each (and a link to
 * choose inside one, e.g. a league's teams), or — in 'followed' mode — only those the user
 * follows, from the session store.
 */
import { useTranslations } from 'next-intl';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import type { FollowType } from '@/lib/models/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useSessionStore } from '@/stores/session-store';
import { FollowButton } from './follow-button';

export interface PickerItem {
  id: string;
  title: string;
  type: FollowType;
  imageUrl: string | null;
  /** Where to choose inside this item (a league's teams), if anywhere. */
  drillHref?: string;
}

interface FollowPickerProps {
  items: PickerItem[];
  label: string;
  /** Only what the user follows. */
  followedOnly?: boolean;
  /** Shown when followedOnly finds nothing: where to choose. */
  chooseHref?: string;
}

export function FollowPicker({ items, label, followedOnly = false, chooseHref }: FollowPickerProps) {
  const t = useTranslations('follow');
  const hydrated = useHydrated();
  const followed = useSessionStore((s) => s.followed);
  if (followedOnly && !hydrated) return <CardRailSkeleton label={t('loading')} />;
  const shown = followedOnly ? items.filter((i) => i.id in followed) : items;
  if (shown.length === 0) {
    return (
      <div className="border-line text-fg-muted rounded-lg border border-dashed px-4 py-8 text-center">
        <p>{followedOnly ? t('noneFollowed') : t('nothingToFollow')}</p>
        {followedOnly && chooseHref && (
          <Link href={chooseHref} className="text-fg mt-3 inline-block font-medium underline underline-offset-4">
            {t('choose')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul aria-label={label} className="divide-line border-line bg-surface-raised divide-y rounded-lg border" data-testid="follow-list">
      {shown.map((item) => (
        <li key={item.id} className="flex items-center gap-3 p-3">
          {item.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- logos come from the tenant's API
            <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" className="h-10 w-10 shrink-0 rounded-md object-contain" />
          ) : (
            <span aria-hidden="true" className="bg-surface-sunken h-10 w-10 shrink-0 rounded-md" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{item.title}</p>
            {item.drillHref && (
              <Link href={item.drillHref} className="text-fg-muted hover:text-fg text-sm underline underline-offset-4">
                {t('chooseIn')}
                <span className="sr-only"> {item.title}</span>
              </Link>
            )}
          </div>
          <FollowButton id={item.id} title={item.title} type={item.type} size="sm" />
        </li>
      ))}
    </ul>
  );
}
