'use client';
/**
 * The personal calendar feed (docs/fan-features.md "Calendars"): every game of the teams and leagues
 * the viewer follows, at an address only they know. Its token is asked for when the viewer opens
 * the section; resetting it makes the old address answer 404.
 */
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FormError } from '@/components/auth/form-field';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Button, buttonClass } from '@/components/ui/button';
import { useApi } from '@/lib/api/browser';
import { calendarToken, personalFeedPath, resetCalendarToken } from '@/lib/api/calendar';
import { webcalUrl } from '@/lib/calendar/links';

export function CalendarFeed() {
  const t = useTranslations('account.calendar');
  const api = useApi();
  const describe = useErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(load: typeof calendarToken, done: string | null) {
    setPending(true);
    setError(null);
    setStatus(null);
    try {
      setToken(await load(api));
      setStatus(done);
      setConfirming(false);
    } catch (e) {
      setError(describe(e));
    } finally {
      setPending(false);
    }
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setStatus(t('copied'));
    } catch {
      // No clipboard here (an insecure origin, a refusing browser): the address is selected to copy by hand.
      input.current?.select();
    }
  }

  const address = token ? webcalUrl(window.location.origin, personalFeedPath(token)) : null;
  return (
    <section aria-labelledby={`${id}-title`} className="bg-surface-raised border-line rounded-xl border p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-fg-muted mt-1 text-sm">{t('intro')}</p>
      <div className="mt-4 space-y-3">
        {address ? (
          <>
            <label htmlFor={`${id}-address`} className="block text-sm font-medium">
              {t('address')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                id={`${id}-address`}
                readOnly
                value={address}
                onFocus={(e) => e.currentTarget.select()}
                className="border-line bg-surface min-w-0 flex-1 rounded-md border px-3 py-2 font-mono text-xs"
              />
              <Button variant="outline" onClick={() => void copy(address)}>
                {t('copy')}
              </Button>
              <a href={address} className={buttonClass({ variant: 'outline' })}>
                {t('open')}
              </a>
            </div>
            {confirming ? (
              <div className="space-y-2">
                <p className="text-sm">{t('resetWarning')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    className="border-danger text-danger"
                    pending={pending}
                    onClick={() => void run(resetCalendarToken, t('resetDone'))}
                  >
                    {t('resetConfirm')}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(false)}>
                    {t('cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t('reset')}
              </Button>
            )}
          </>
        ) : (
          <Button variant="outline" pending={pending} onClick={() => void run(calendarToken, null)}>
            {t('show')}
          </Button>
        )}
        <p role="status" className="text-sm">
          {status}
        </p>
        <FormError message={error} />
      </div>
    </section>
  );
}
