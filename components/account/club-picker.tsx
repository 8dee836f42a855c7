'use client';
/**
 * Choosing the favorite club (SPEC §2 /club): saved with update_profile as favoriteClubId; the stored
 * user and the session cookie follow, so the favorite-club guard lets the user go on.
 */
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormError, SubmitButton } from '@/components/auth/form-field';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { cn } from '@/lib/cn';
import { useApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { saveProfile } from '@/lib/session/profile';
import { useSessionStore } from '@/stores/session-store';

export interface ClubOption {
  id: string;
  title: string;
  logoUrl: string | null;
}

export function ClubPicker({ clubs }: { clubs: ClubOption[] }) {
  const t = useTranslations('club');
  const api = useApi();
  const router = useRouter();
  const describe = useErrorMessage();
  const id = useId();
  const current = useSessionStore((s) => s.user?.favoriteClubId ?? null);
  const [choice, setChoice] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = choice ?? current;
  const visible = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? clubs.filter((c) => c.title.toLocaleLowerCase().includes(q)) : clubs;
  }, [clubs, query]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setError(t('required'));
    setError(null);
    setPending(true);
    try {
      await saveProfile(api, () => useSessionStore.getState(), { favoriteClubId: selected });
      router.replace('/');
    } catch (e) {
      setError(describe(e));
      setPending(false);
    }
  };

  if (clubs.length === 0) return <p className="text-fg-muted">{t('none')}</p>;
  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4">
      <div className="max-w-sm space-y-1">
        <label htmlFor={`${id}-filter`} className="block text-sm font-medium">
          {t('filter')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="border-line bg-surface text-fg h-10 w-full rounded-md border px-3 text-sm"
        />
      </div>
      <fieldset>
        <legend className="sr-only">{t('listLabel')}</legend>
        {visible.length === 0 && <p className="text-fg-muted text-sm">{t('noMatch', { query })}</p>}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {visible.map((club) => (
            <label
              key={club.id}
              className={cn(
                'bg-surface-raised flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2',
                selected === club.id ? 'border-brand ring-brand ring-2' : 'border-line',
              )}
            >
              <input type="radio" name="club" value={club.id} checked={selected === club.id} onChange={() => setChoice(club.id)} className="sr-only" />
              {club.logoUrl ? (
                // Logos are small images from the platform API; next/image adds nothing for them.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={club.logoUrl} alt="" width={32} height={32} className="h-8 w-8 shrink-0" />
              ) : (
                <span aria-hidden="true" className="bg-surface-sunken h-8 w-8 shrink-0 rounded-full" />
              )}
              <span className="text-sm font-medium">{club.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={error} />
      <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} fullWidth={false} />
    </form>
  );
}
