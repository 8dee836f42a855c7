/**
 * /dev-error-test/ (no layout, no guard): a page that fails on purpose, to test error reporting end
 * to end. `?throw=server` fails the server's render; otherwise the page renders and then fails in
 * the browser once hydrated. `?id=` goes into the error's message, so a test finds its report.
 * It fills the error reports at will, so a production build answers 404 unless ENABLE_DEV_ERROR_TEST=1.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThrowAfterHydration } from '@/components/dev/throw-after-hydration';
import { devErrorTestEnabled, serverEnv } from '@/lib/env';

// Each request fails afresh, as the query says (the layout's generateStaticParams would make it static).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function DevErrorTestPage({ searchParams }: PageProps<'/[tenant]/[locale]/dev-error-test'>) {
  if (!devErrorTestEnabled(serverEnv())) notFound();
  const query = await searchParams;
  const id = typeof query.id === 'string' ? query.id.slice(0, 64) : '';
  if (query.throw === 'server') throw new Error(`Dev error test (server) ${id}`);
  return <ThrowAfterHydration message={`Dev error test (client) ${id}`} />;
}
