'use client';
/**
 * A page's own message namespaces beside the root layout's (lib/i18n/client-messages.tsx). A nested
 * provider replaces its parent's messages, so it takes them over here rather than have the server
 * send them a second time; the locale, time zone and formats carry on from the parent.
 */
import { NextIntlClientProvider, useLocale, useMessages, type Messages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
