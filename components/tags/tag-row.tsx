'use client';
/**
 * One tag or comment in the panel. The main button seeks to its start; the meta line names the
 * type, team (colour swatch, logo, title) and player number. Edit, delete and the selection box
 * exist only on the user's own tags. Every title is a text node, never HTML.
 */
import { useTranslations } from 'next-intl';
import { TAG_TYPES, type Tag, type TimelineComment } from '@/lib/api/tags';
import { formatClock } from '@/lib/player/time';
import { cn } from '@/lib/cn';
import { COMMENT_MARKER_COLOR } from './use-event-tags';

const actionClass = 'text-fg-muted hover:text-fg rounded px-2 py-1 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2';

function Range({ start, end }: { start: number; end: number | null }) {
  return (
    <span dir="ltr" className="text-fg-muted shrink-0 text-xs tabular-nums">
      {formatClock(start)}
      {end !== null && end > start ? `–${formatClock(end)}` : ''}
    </span>
  );
}

export interface TagRowProps {
  tag: Tag;
  /** Saving (optimistic): shown, but not editable yet. */
  pending: boolean;
  selected: boolean;
  onSeek: (seconds: number) => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function TagRow({ tag, pending, selected, onSeek, onToggle, onEdit, onDelete }: TagRowProps) {
  const t = useTranslations('tags');
  const type = (TAG_TYPES as readonly string[]).includes(tag.type) ? t(`types.${tag.type as (typeof TAG_TYPES)[number]}`) : tag.type;
  const color = tag.team?.color ?? tag.playerColor;
  return (
    <li className={cn('flex items-start gap-2 py-2', pending && 'opacity-60')} data-tag-id={tag.id} aria-busy={pending || undefined}>
      {tag.isOwner && !pending && (
        <input type="checkbox" className="mt-1.5 size-4 shrink-0" checked={selected} onChange={onToggle} aria-label={t('select', { title: tag.title })} />
      )}
      <span aria-hidden="true" className="border-line mt-1.5 size-3 shrink-0 rounded-full border" style={{ backgroundColor: color ?? 'transparent' }} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="flex w-full min-w-0 items-baseline gap-2 rounded text-start hover:underline focus-visible:outline-2"
          onClick={() => onSeek(tag.startTime)}
        >
          <Range start={tag.startTime} end={tag.endTime} />
          <span className="min-w-0 font-medium break-words">{tag.title}</span>
        </button>
        <p className="text-fg-muted mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          <span>{type}</span>
          {tag.team && (tag.team.title || tag.team.logo) && (
            <span className="inline-flex items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- small team logo from the API's own host */}
              {tag.team.logo && <img src={tag.team.logo} alt="" width={14} height={14} className="size-3.5 object-contain" loading="lazy" />}
              {tag.team.title}
            </span>
          )}
          {tag.playerNumber && <span>{t('playerNumber', { number: tag.playerNumber })}</span>}
          {tag.global && <span className="bg-surface-sunken rounded px-1.5 py-0.5 font-medium">{t('global')}</span>}
        </p>
      </div>
      {tag.isOwner && !pending && (
        <div className="flex shrink-0 gap-1">
          <button type="button" className={actionClass} onClick={onEdit} aria-label={t('edit', { title: tag.title })}>
            {t('editShort')}
          </button>
          <button type="button" className={actionClass} onClick={onDelete} aria-label={t('delete', { title: tag.title })}>
            {t('deleteShort')}
          </button>
        </div>
      )}
    </li>
  );
}

export function CommentRow({ comment, onSeek }: { comment: TimelineComment; onSeek: (seconds: number) => void }) {
  const t = useTranslations('tags');
  return (
    <li className="flex items-start gap-2 py-2" data-comment-id={comment.id}>
      <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: COMMENT_MARKER_COLOR }} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="flex w-full min-w-0 items-baseline gap-2 rounded text-start hover:underline focus-visible:outline-2"
          onClick={() => onSeek(comment.startTime)}
        >
          <Range start={comment.startTime} end={comment.endTime} />
          <span className="min-w-0 font-medium break-words">{comment.title}</span>
        </button>
        {comment.body && <p className="mt-0.5 text-sm break-words">{comment.body}</p>}
        <p className="text-fg-muted mt-0.5 text-xs">{t('comment')}</p>
      </div>
    </li>
  );
}
