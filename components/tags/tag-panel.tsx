'use client';
/**
 * The event page's tag panel (SPEC §3 'Tag'): the global and the user's own tags, plus the
 * operators' comments that arrive live, in timeline order. Selecting one seeks the player; the
 * user tags the current moment, edits and deletes their own tags (one or many). Others' tags show
 * no edit or delete controls (the API refuses them too). Titles are rendered as text only.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/components/event/use-error-text';
import { confirmAction } from '@/components/clips/confirm-dialog';
import type { Tag, TimelineComment } from '@/lib/api/tags';
import { isPendingTag } from '@/lib/queries/tags';
import { userQueries } from '@/lib/queries/user';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useQuery } from '@/lib/queries/hooks';
import { playerAccess, type PlayerAccessProps } from './player-access';
import { TagForm, type TagFormValues, type TagTeamOption } from './tag-form';
import { CommentRow, TagRow } from './tag-row';
import { useEventTags } from './use-event-tags';
import { useTagActions } from './use-tag-actions';

export interface TagPanelProps extends PlayerAccessProps {
  eventId: string;
  /** The event's wire status: tags made while it is live are saved as live tags (SPEC §3). */
  eventStatus: string;
  /** The event's two teams, offered as the tag's team (its colour colours the marker). */
  teams?: readonly TagTeamOption[];
  /** Seconds a new tag lasts by default (its end = start + this). */
  defaultLength?: number;
  className?: string;
}

export function TagPanel(props: TagPanelProps) {
  const { eventId, eventStatus, teams = [], defaultLength = 5, className } = props;
  const t = useTranslations('tags');
  const errorText = useErrorText();
  const ctx = useQueryContext();
  const player = playerAccess(props);
  const { userId, tags, comments } = useEventTags(eventId);
  const profile = useQuery({ ...userQueries.profile(ctx, userId ?? ''), enabled: userId !== null });
  const [creating, setCreating] = useState<TagFormValues | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const actions = useTagActions(userId ?? '', eventId);

  if (!userId) return null;
  const canCreateGlobal = profile.data?.canCreateGlobalTag === true;
  const list = tags.data ?? [];
  const ownSelected = list.filter((tag) => tag.isOwner && selected.has(tag.id));
  const teamOf = (teamId: string) => teams.find((team) => team.id === teamId) ?? null;

  const startCreate = () => {
    const now = Math.floor(player.currentTime() * 10) / 10;
    setEditing(null);
    setCreating({ title: '', type: 'highlight', teamId: '', playerNumber: '', startTime: now, endTime: now + defaultLength, global: false });
  };

  const create = (values: TagFormValues) => {
    const team = values.teamId ? teamOf(values.teamId) : null;
    actions.create.mutate({
      targetId: eventId,
      title: values.title,
      startTime: values.startTime,
      endTime: values.endTime,
      type: values.type,
      global: canCreateGlobal && values.global,
      team: team ? { id: team.id, color: team.color } : null,
      playerNumber: values.playerNumber || null,
      eventStatus,
    });
    setCreating(null);
  };

  const update = (tag: Tag, values: TagFormValues) => {
    const team = values.teamId ? teamOf(values.teamId) : null;
    actions.update.mutate({
      id: tag.id,
      changes: {
        title: values.title,
        type: values.type,
        startTime: values.startTime,
        endTime: values.endTime,
        playerNumber: values.playerNumber || null,
        ...(values.teamId !== (tag.team?.id ?? '') ? { team: team ? { id: team.id, color: team.color } : null } : {}),
      },
    });
    setEditing(null);
  };

  const remove = (ids: string[], title: string) =>
    confirmAction({
      title,
      text: t('confirmDelete.text', { count: ids.length }),
      confirmLabel: t('confirmDelete.confirm'),
      cancelLabel: t('form.cancel'),
      onConfirm: () => {
        actions.remove.mutate(ids);
        setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
      },
    });

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={`tags-${eventId}-title`} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`tags-${eventId}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <div className="flex gap-2">
          {ownSelected.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                remove(
                  ownSelected.map((tag) => tag.id),
                  t('confirmDelete.titleMany', { count: ownSelected.length }),
                )
              }
            >
              {t('deleteSelected', { count: ownSelected.length })}
            </Button>
          )}
          <Button size="sm" onClick={startCreate} aria-expanded={creating !== null}>
            {t('create')}
          </Button>
        </div>
      </div>

      {creating && (
        <div className="mt-3">
          <TagForm
            idPrefix={`tag-new-${eventId}`}
            mode="create"
            initial={creating}
            teams={teams}
            canCreateGlobal={canCreateGlobal}
            onSubmit={create}
            onCancel={() => setCreating(null)}
          />
        </div>
      )}

      {tags.isPending ? (
        <p className="text-fg-muted mt-3 text-sm" role="status">
          {t('loading')}
        </p>
      ) : tags.isError ? (
        // SPEC §8: a tag-load failure keeps its message in the tag state, and the panel shows it.
        <div role="alert" className="border-danger/40 text-danger mt-3 flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
          <span>{t('loadFailed', { message: errorText(tags.error) })}</span>
          <Button variant="outline" size="sm" onClick={() => void tags.refetch()} pending={tags.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 && (comments.data ?? []).length === 0 ? (
        <p className="text-fg-muted mt-3 text-sm">{t('empty')}</p>
      ) : null}

      {(list.length > 0 || (comments.data ?? []).length > 0) && (
        <ul aria-label={t('listLabel')} className="divide-line mt-3 divide-y">
          {timeline(list, comments.data ?? []).map((entry) => {
            if (entry.kind === 'comment') return <CommentRow key={entry.item.id} comment={entry.item} onSeek={player.seek} />;
            const tag = entry.item;
            return editing === tag.id ? (
              <li key={tag.id} className="py-2">
                <TagForm
                  idPrefix={`tag-edit-${tag.id}`}
                  mode="edit"
                  initial={{
                    title: tag.title,
                    type: tag.type,
                    teamId: tag.team?.id ?? '',
                    playerNumber: tag.playerNumber ?? '',
                    startTime: tag.startTime,
                    endTime: tag.endTime,
                    global: tag.global,
                  }}
                  teams={teams}
                  canCreateGlobal={false}
                  onSubmit={(values) => update(tag, values)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <TagRow
                key={tag.id}
                tag={tag}
                pending={isPendingTag(tag)}
                selected={selected.has(tag.id)}
                onSeek={player.seek}
                onToggle={() => toggle(tag.id)}
                onEdit={() => {
                  setCreating(null);
                  setEditing(tag.id);
                }}
                onDelete={() => remove([tag.id], t('confirmDelete.titleOne', { title: tag.title }))}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

type Entry = { kind: 'tag'; item: Tag } | { kind: 'comment'; item: TimelineComment };

/** Tags and comments in one timeline (a comment first when both start at the same second). */
function timeline(tags: readonly Tag[], comments: readonly TimelineComment[]): Entry[] {
  const entries: Entry[] = [...comments.map((item) => ({ kind: 'comment' as const, item })), ...tags.map((item) => ({ kind: 'tag' as const, item }))];
  return entries.sort((a, b) => a.item.startTime - b.item.startTime);
}
