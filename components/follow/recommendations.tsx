'use client';
/**
 * /recommendation/: what is live, coming and recently played in the leagues and teams the user
 * follows; with no follows yet, the editors' picks and a way to start following.
 */
import { useTranslations } from 'next-intl';
import { useShallow } from 'zustand/react/shallow';
import { EventGrid } from '@/components/event/event-grid';
import { EventRail } from '@/components/event/event-rail';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import type { EventFilters } from '@/lib/queries/events';
import { useHydrated } from '@/lib/use-hydrated';
import { selectFollowedIdentitiesIds, useSessionStore } from '@/stores/session-store';

export const SUGGESTED: EventFilters = { homePage: true, sort: 'date', order: 'desc' };

export function Recommendations({ titles }: { titles: { current: string; past: string; suggested: string } }) {
  const t = useTranslations('follow');
  const hydrated = useHydrated();
  const ids = useSessionStore(useShallow(selectFollowedIdentitiesIds));
  if (!hydrated) return <CardRailSkeleton label={t('loading')} />;
  if (ids.length === 0) {
    return (
      <>
        <p className="border-line bg-surface-raised rounded-lg border p-4">
          {t('recommendEmpty')}{' '}
          <Link href="/following/league/" className="font-medium underline underline-offset-4">
            {t('choose')}
          </Link>
        </p>
        <section aria-labelledby="section-suggested" className="mt-8">
          <h2 id="section-suggested" className="mb-3 text-xl font-bold">
            {titles.suggested}
          </h2>
          <EventGrid filters={SUGGESTED} level={3} label={titles.suggested} />
        </section>
      </>
    );
  }
  const sorted = [...ids].sort();
  return (
    <>
      <EventRail id="current" title={titles.current} filters={{ identityIds: sorted, kinds: ['live', 'upcoming'], sort: 'date', order: 'asc' }} hideWhenEmpty />
      <section aria-labelledby="section-past" className="mt-10">
        <h2 id="section-past" className="mb-3 text-xl font-bold">
          {titles.past}
        </h2>
        <EventGrid filters={{ identityIds: sorted, kinds: ['archived'], sort: 'date', order: 'desc' }} level={3} label={titles.past} />
      </section>
    </>
  );
}
