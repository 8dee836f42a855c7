'use client';
/** The results of the search in the URL: a hydrated grid, or a prompt when there is nothing to search for. */
import { useTranslations } from 'next-intl';
import { EventGrid } from '@/components/event/event-grid';
import { hasCriteria, searchFilters, type SearchState } from './search-params';

export function SearchResults({ state }: { state: SearchState }) {
  const t = useTranslations('search');
  if (!hasCriteria(state)) return <p className="text-fg-muted py-8">{t('prompt')}</p>;
  const heading = state.q ? t('resultsFor', { q: state.q }) : t('results');
  return (
    <section aria-labelledby="search-results" className="mt-8">
      <h2 id="search-results" className="mb-4 text-xl font-bold">
        {heading}
      </h2>
      <EventGrid key={JSON.stringify(state)} filters={searchFilters(state)} level={3} emptyText={t('noResults')} label={heading} />
    </section>
  );
}
