'use client';
/** Deleting the account (SPEC §7 delete_account): confirmed first, then signed out everywhere here. */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/auth/form-field';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/api/browser';
import { deleteAccount } from '@/lib/api/user';
import { leavingSession } from '@/lib/session/expire';
import { logout } from '@/lib/session/logout';
import { hardNavigate } from '@/lib/session/navigation';

export function DeleteAccount() {
  const t = useTranslations('account.delete');
  const api = useApi();
  const describe = useErrorMessage();
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!confirmed) return setError(t('confirmRequired'));
    setError(null);
    setPending(true);
    try {
      // Other requests refused once the account is gone are not an expired session: this goes home.
      await leavingSession(async () => {
        await deleteAccount(api);
        // The account and its sessions are gone: nothing left to revoke.
        await logout(api, { revoke: false });
      });
      hardNavigate('/');
    } catch (e) {
      setError(describe(e));
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="border-danger/40 rounded-xl border p-5">
      <h2 id={`${id}-title`} className="text-danger text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-fg-muted mt-1 text-sm">{t('warning')}</p>
      <div className="mt-4 space-y-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          <span>{t('confirm')}</span>
        </label>
        <FormError message={error} />
        <Button variant="outline" className="border-danger text-danger" pending={pending} onClick={() => void submit()}>
          {pending ? t('pending') : t('submit')}
        </Button>
      </div>
    </section>
  );
}
