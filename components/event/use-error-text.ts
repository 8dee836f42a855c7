'use client';
/** SPEC §8 error text for toasts: errors.{code} when translated, else the server's message, else the generic one. */
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { errorMessage } from '@/lib/api/errors';

export function useErrorText(): (error: unknown) => string {
  const t = useTranslations('errors');
  return useCallback(
    (error: unknown) => {
      type Key = Parameters<typeof t>[0];
      return errorMessage(
        error,
        Object.assign((key: string) => t(key as Key), { has: (key: string) => t.has(key as Key) }),
      );
    },
    [t],
  );
}
