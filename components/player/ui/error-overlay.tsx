/** A playback error: what happened in words and a Retry button — never a dead black box. */
import { useTranslations } from 'next-intl';
import type { PlayerError } from '@/lib/player/errors';

export function ErrorOverlay({ error, onRetry }: { error: PlayerError; onRetry: () => void }) {
  const t = useTranslations('player.errors');
  return (
    <div
      role="alert"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/85 p-6 text-center text-white"
      data-error={error.kind}
    >
      <p className="text-lg font-semibold">{t('title')}</p>
      <p className="max-w-md text-sm text-white/85">{t(error.kind)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-1 rounded-md bg-white px-5 py-2 text-sm font-medium text-black hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('retry')}
      </button>
    </div>
  );
}
