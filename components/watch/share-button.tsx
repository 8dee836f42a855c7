'use client';
/** Copies the page's link with the current playing time (?t=); 'copied' shows for 1500 ms (SPEC §9). */
import { useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { PlayerHandle } from '@/components/player';
import { COPIED_RESET_MS, shareUrl } from './watch-rules';

export function ShareButton({ playerRef, live }: { playerRef: RefObject<PlayerHandle | null>; live: boolean }) {
  const t = useTranslations('watch.share');
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    // A live position is not shareable: the DVR window moves on.
    const url = shareUrl(window.location.href, live ? null : (playerRef.current?.currentTime() ?? null));
    try {
      await navigator.clipboard.writeText(url);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? t('copied') : t('button')}
      </Button>
      <span role="status" className="text-fg-muted text-sm">
        {copied ? t('copiedAnnouncement') : failed ? t('failed') : ''}
      </span>
    </span>
  );
}
