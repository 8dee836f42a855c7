'use client';
/**
 * The search form: text, date range, sport, sort and order. A plain GET form (works before
 * hydration); with JavaScript the URL is updated in place and the filters apply as they change.
 */
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { startNavigationProgress } from '@/lib/navigation-progress';
import { Button } from '@/components/ui/button';
import { usePathname, useRouter } from '@/lib/i18n/navigation-hooks';
import { DATE_FILTERS, searchQuery, type SearchState } from './search-params';

interface SearchFormProps {
  initial: SearchState;
  sports: { value: string; label: string }[];
  action: string;
}

const field = 'border-line bg-surface-raised text-fg h-10 rounded-md border px-3 text-sm';

export function SearchForm({ initial, sports, action }: SearchFormProps) {
  const t = useTranslations('search');
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState(initial);

  const go = (next: SearchState) => {
    const query = searchQuery(next);
    startNavigationProgress();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  };
  const change = <K extends keyof SearchState>(key: K, value: SearchState[K], apply = true) => {
    const next = { ...state, [key]: value };
    setState(next);
    if (apply && (next.q.trim() || next.sport)) go(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ ...state, q: state.q.trim() });
  };

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className="space-y-3">
      <div className="flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          value={state.q}
          onChange={(e) => change('q', e.target.value, false)}
          placeholder={t('placeholder')}
          maxLength={100}
          className={`${field} min-w-0 flex-1 text-base`}
        />
        <Button type="submit">{t('submit')}</Button>
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{t('filters')}</legend>
        <label className="flex flex-col gap-1 text-xs font-medium">
          {t('date.label')}
          <select name="date" value={state.date} onChange={(e) => change('date', e.target.value as SearchState['date'])} className={field}>
            {DATE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {t(`date.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium">
          {t('sport')}
          <select name="sport" value={state.sport} onChange={(e) => change('sport', e.target.value)} className={field}>
            <option value="">{t('allSports')}</option>
            {sports.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium">
          {t('sort.label')}
          <select name="sort" value={state.sort} onChange={(e) => change('sort', e.target.value as SearchState['sort'])} className={field}>
            <option value="date">{t('sort.date')}</option>
            <option value="title">{t('sort.title')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium">
          {t('order.label')}
          <select name="order" value={state.order} onChange={(e) => change('order', e.target.value as SearchState['order'])} className={field}>
            <option value="desc">{state.sort === 'title' ? t('order.za') : t('order.desc')}</option>
            <option value="asc">{state.sort === 'title' ? t('order.az') : t('order.asc')}</option>
          </select>
        </label>
      </fieldset>
    </form>
  );
}
