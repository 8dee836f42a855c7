'use client';
/**
 * Render errors: a translated message with retry, never a blank page. When the platform API could
 * not be reached (the error's digest, lib/api/errors.ts), it is the temporarily-unavailable view,
 * and its retry loads the page anew (the cached copy, or a fresh render once the API is back).
 * The error is reported (SPEC §8) with the tenant and the route.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { API_UNAVAILABLE_DIGEST } from '@/lib/api/unavailable-digest';
import { useReportBoundaryError } from '@/lib/monitoring/boundary';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const common = useTranslations('common');
  const unavailable = error.digest === API_UNAVAILABLE_DIGEST;
  useEffect(() => console.error(error), [error]);
  useReportBoundaryError(error);
  return (
    <section role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{unavailable ? t('unavailable_title') : t('unexpected_title')}</h1>
      <p className="text-fg-muted mt-3">{unavailable ? t('unavailable_text') : t('unexpected_text')}</p>
      {/* The button look without the Button component: this boundary is in every page's first load,
          in a chunk of its own, where the component's code would come a second time. */}
      <button type="button" className="btn btn-primary btn-md mt-8" onClick={unavailable ? () => window.location.reload() : reset}>
        {common('retry')}
      </button>
    </section>
  );
}
