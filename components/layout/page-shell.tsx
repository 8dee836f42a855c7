/**
 * A page whose content a later issue builds: its real heading and metadata, and a skeleton where
 * the content will go. Never a blank page.
 */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { CardRailSkeleton } from '@/components/ui/skeleton';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata, type PageKey, type RouteParams } from '@/lib/seo/metadata';

interface ShellProps {
  params: Promise<RouteParams>;
}

export function shellPage(page: PageKey, pattern: string, options: { robots?: Metadata['robots'] } = {}) {
  async function generateMetadata({ params }: ShellProps): Promise<Metadata> {
    return pageMetadata(await params, page, pattern, titleValues(await params), { robots: options.robots });
  }
  async function ShellPage({ params }: ShellProps) {
    const resolved = await params;
    if (isLocale(resolved.locale)) setRequestLocale(resolved.locale);
    const t = await getTranslations(`pages.${page}`);
    const common = await getTranslations('common');
    return (
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl px-4 py-8">
        <h1 id="page-title" className="text-2xl font-bold">
          {t('title', titleValues(resolved))}
        </h1>
        <p className="text-fg-muted mt-2">{t('description', titleValues(resolved))}</p>
        <div className="mt-8">
          <CardRailSkeleton label={common('loading')} />
        </div>
      </section>
    );
  }
  return { generateMetadata, ShellPage };
}

/** Values a title may interpolate, e.g. {sport} on /live/{sportType}/. */
function titleValues(params: RouteParams): Record<string, string> {
  return typeof params.sportType === 'string' ? { sport: decodeURIComponent(params.sportType) } : {};
}
