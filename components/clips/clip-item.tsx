'use client';
/** One clip in a list: its link, times and kind, and rename (inline form), share (copy link) and delete (confirmed). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from '@/lib/api/contract/zod';
import { Button } from '@/components/ui/button';
import type { UserClip } from '@/lib/api/clips';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { formatClock } from '@/lib/player/time';
import { confirmAction } from './confirm-dialog';
import { TitleInput } from './title-input';
import { titleField } from './title-rules';

/** SPEC §9: the clipboard's 'copied' flag resets after 1500 ms. */
export const COPIED_RESET_MS = 1500;

const schema = z.object({ title: titleField });
type Values = z.infer<typeof schema>;

const actionClass = 'text-fg-muted hover:text-fg rounded px-2 py-1 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2';

export interface ClipItemProps {
  clip: UserClip;
  locale: Locale;
  /** Name the event it was cut from (the library lists clips of many events). */
  showEvent: boolean;
  onRename: (title: string) => void;
  onDelete: () => void;
}

export function ClipItem({ clip, locale, showEvent, onRename, onDelete }: ClipItemProps) {
  const t = useTranslations('clips.list');
  const tc = useTranslations('clips');
  const [renaming, setRenaming] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = new URL(getPathname({ href: clip.href, locale }), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (an insecure origin, a refusing browser): offer the address to copy by hand.
      window.prompt(t('shareManual'), url);
    }
  };

  const askDelete = () =>
    confirmAction({
      title: t('confirmDelete.title'),
      text: t('confirmDelete.text', { title: clip.title }),
      confirmLabel: t('confirmDelete.confirm'),
      cancelLabel: tc('cancel'),
      onConfirm: onDelete,
    });

  return (
    <li className="py-2.5" data-clip-id={clip.id}>
      {renaming ? (
        <RenameForm
          id={`clip-rename-${clip.id}`}
          initial={clip.title}
          onCancel={() => setRenaming(false)}
          onSubmit={(title) => {
            onRename(title);
            setRenaming(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1">
            <Link href={clip.href} className="font-medium break-words hover:underline">
              {clip.title}
            </Link>
            <p className="text-fg-muted mt-0.5 flex flex-wrap gap-x-2 text-xs">
              <span>{tc(`kinds.${clip.contentType}`)}</span>
              {clip.startTime !== null && clip.endTime !== null && (
                <span dir="ltr" className="tabular-nums">
                  {formatClock(clip.startTime)}–{formatClock(clip.endTime)}
                </span>
              )}
              {showEvent && clip.eventTitle && <span className="break-words">{t('fromEvent', { event: clip.eventTitle })}</span>}
            </p>
          </div>
          <div className="flex shrink-0 gap-1">
            <button type="button" className={actionClass} onClick={() => setRenaming(true)} aria-label={t('rename', { title: clip.title })}>
              {t('renameShort')}
            </button>
            <button type="button" className={actionClass} onClick={() => void share()} aria-label={t('share', { title: clip.title })}>
              {copied ? t('copied') : t('shareShort')}
            </button>
            <button type="button" className={actionClass} onClick={askDelete} aria-label={t('delete', { title: clip.title })}>
              {t('deleteShort')}
            </button>
          </div>
          <span className="sr-only" aria-live="polite">
            {copied ? t('copied') : ''}
          </span>
        </div>
      )}
    </li>
  );
}

function RenameForm({ id, initial, onSubmit, onCancel }: { id: string; initial: string; onSubmit: (title: string) => void; onCancel: () => void }) {
  const t = useTranslations('clips.list');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: initial } });
  const title = useWatch({ control, name: 'title' }) ?? '';
  return (
    <form noValidate aria-label={t('renameForm')} className="space-y-2" onSubmit={handleSubmit((v) => onSubmit(v.title))}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the viewer asked to rename: the field is where they type next */}
      <TitleInput id={id} label={t('newTitle')} current={title} error={errors.title?.message} autoFocus {...register('title')} />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('save')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
