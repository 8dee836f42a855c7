'use client';
/**
 * Cut a clip from the event being watched (SPEC §3 'Clip'): in and out points (here, on the player's
 * buttons, or with I / O), a preview that plays just that stretch, a title, and save (clip/create).
 * The range is shared with the player through useClipRange().
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from '@/lib/api/contract/zod';
import { Button } from '@/components/ui/button';
import { playerAccess, type PlayerAccessProps } from '@/components/tags/player-access';
import { useSignedInUserId } from '@/components/tags/use-event-tags';
import type { UserClip } from '@/lib/api/clips';
import type { UserMediaType } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { EMPTY_CLIP, isCompleteClip, markIn, markOut, MIN_CLIP_S, type ClipRange } from '@/lib/player/markers';
import { formatClock } from '@/lib/player/time';
import { TitleInput } from './title-input';
import { titleField } from './title-rules';
import { useClipActions } from './use-clip-actions';

const schema = z.object({ title: titleField });
type Values = z.infer<typeof schema>;

export interface ClipEditorProps extends PlayerAccessProps {
  eventId: string;
  /** The in / out points (useClipRange().range), also drawn on the player's seek bar. */
  range: ClipRange;
  onRangeChange: (range: ClipRange) => void;
  /** user_clip (default) or user_highlight. */
  mediaType?: UserMediaType;
  /** Called with the saved clip (e.g. to show it in the page's list). */
  onSaved?: (clip: UserClip) => void;
  className?: string;
}

export function ClipEditor(props: ClipEditorProps) {
  const { eventId, range, onRangeChange, mediaType = 'user_clip', onSaved, className } = props;
  const t = useTranslations('clips.editor');
  const userId = useSignedInUserId();
  const actions = useClipActions(userId ?? '');
  const player = playerAccess(props);
  const [incomplete, setIncomplete] = useState(false);
  const [saved, setSaved] = useState<UserClip | null>(null);
  const preview = useRef<ReturnType<typeof setInterval> | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  const title = useWatch({ control, name: 'title' }) ?? '';

  const stopPreview = () => {
    if (preview.current) clearInterval(preview.current);
    preview.current = null;
  };
  useEffect(() => stopPreview, []);

  if (!userId) return null;
  const complete = isCompleteClip(range);
  const id = `clip-editor-${eventId}`;

  const set = (point: 'in' | 'out') => {
    const now = player.currentTime();
    onRangeChange(point === 'in' ? markIn(range, now) : markOut(range, now));
    setIncomplete(false);
  };

  const playPreview = () => {
    if (!isCompleteClip(range)) return;
    stopPreview();
    player.seek(range.start);
    player.play();
    const end = range.end;
    // Stop at the out point (timeupdate is the page's; a light poll keeps the editor self-contained).
    preview.current = setInterval(() => {
      if (player.currentTime() >= end) {
        player.pause();
        stopPreview();
      }
    }, 200);
  };

  const onSubmit = handleSubmit((values) => {
    if (!isCompleteClip(range)) {
      setIncomplete(true);
      return;
    }
    setSaved(null);
    actions.create.mutate(
      { eventId, title: values.title, startTime: range.start, endTime: range.end, mediaType },
      {
        onSuccess: (clip) => {
          setSaved(clip);
          reset({ title: '' });
          onRangeChange(EMPTY_CLIP);
          onSaved?.(clip);
        },
      },
    );
  });

  const point = (value: number | null) => (value === null ? t('notSet') : formatClock(value));

  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p id={`${id}-help`} className="text-fg-muted mt-1 text-sm">
        {t('help', { seconds: MIN_CLIP_S })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 text-sm">
        <dt className="font-medium">{t('start')}</dt>
        <dd dir="ltr" className="text-start tabular-nums" data-testid="clip-start">
          {point(range.start)}
        </dd>
        <dd>
          <Button variant="outline" size="sm" onClick={() => set('in')}>
            {t('setStart')}
          </Button>
        </dd>
        <dt className="font-medium">{t('end')}</dt>
        <dd dir="ltr" className="text-start tabular-nums" data-testid="clip-end">
          {point(range.end)}
        </dd>
        <dd>
          <Button variant="outline" size="sm" onClick={() => set('out')}>
            {t('setEnd')}
          </Button>
        </dd>
      </dl>
      <div className="mt-2 flex gap-2">
        <Button variant="outline" size="sm" disabled={!complete} onClick={playPreview}>
          {t('preview')}
        </Button>
        <Button variant="ghost" size="sm" disabled={range.start === null && range.end === null} onClick={() => onRangeChange(EMPTY_CLIP)}>
          {t('clear')}
        </Button>
      </div>
      <form noValidate aria-label={t('formLabel')} className="mt-3 space-y-3" onSubmit={onSubmit}>
        <TitleInput id={`${id}-title`} label={t('name')} current={title} error={errors.title?.message} {...register('title')} />
        {incomplete && !complete && (
          <p role="alert" className="text-danger text-sm">
            {t('incomplete', { seconds: MIN_CLIP_S })}
          </p>
        )}
        <Button type="submit" pending={actions.create.isPending}>
          {t('save')}
        </Button>
      </form>
      {saved && (
        <p role="status" className="mt-3 text-sm">
          {t('saved')}{' '}
          <Link href={saved.href} className="font-medium underline underline-offset-2">
            {t('open', { title: saved.title })}
          </Link>
        </p>
      )}
    </section>
  );
}
