'use client';
/** Empty and error states of a list; the error offers a retry (SPEC §4 request states). */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function EmptyState({ text }: { text?: string }) {
  const t = useTranslations('event');
  return <p className="border-line text-fg-muted rounded-lg border border-dashed px-4 py-8 text-center">{text ?? t('list.empty')}</p>;
}

export function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const t = useTranslations('event');
  const common = useTranslations('common');
  return (
    <div role="alert" className="border-line bg-surface-raised flex flex-col items-center gap-3 rounded-lg border px-4 py-8 text-center">
      <p>{t('list.error')}</p>
      <Button variant="outline" size="sm" onClick={onRetry} pending={retrying}>
        {common('retry')}
      </Button>
    </div>
  );
}
