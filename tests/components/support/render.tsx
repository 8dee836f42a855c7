/**
 * Renders a client component as a page holds it: next-intl with the locale's real messages, the
 * tenant, and the browser API (its calls reach the network, which a test answers with msw).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactElement } from 'react';
import { ApiProvider } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { TenantProvider } from '@/lib/tenant/context';
import { toPublicTenant, type TenantInput } from '@/lib/tenant/schema';
import { tenant as testTenant } from '@/tests/support/guard-context';

/** The test tenant's API: every call goes to this base, so msw handlers name it. */
export const API_BASE = 'http://api.test/';

const messagesOf = (locale: Locale) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../messages', `${locale}.json`), 'utf8')) as Messages;

interface RenderOptions {
  locale?: Locale;
  tenant?: Partial<TenantInput>;
}

export function renderWithIntl(ui: ReactElement, { locale = 'en', tenant = {} }: RenderOptions = {}): RenderResult {
  const publicTenant = toPublicTenant(testTenant({ api_base: API_BASE, ...tenant }));
  return render(
    <NextIntlClientProvider locale={locale} messages={messagesOf(locale)} timeZone="UTC">
      <TenantProvider tenant={publicTenant}>
        <ApiProvider>{ui}</ApiProvider>
      </TenantProvider>
    </NextIntlClientProvider>,
  );
}
