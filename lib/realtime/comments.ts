/**
 * The operators' timeline comments of SPEC §7 (comment-on-media, -updated, -deleted), as the
 * real-time bridge hands them over. Apart from lib/queries/tags.ts so that the wire schemas they are
 * checked with load with the bridge, not with every event page (nor the tag mutations with them).
 */
import type { QueryClient } from '@tanstack/react-query';
import { commentOnMediaDeletedSchema, commentOnMediaSchema } from '@/lib/api/contract/realtime';
import { reshapeComment, sortTags, type TimelineComment } from '@/lib/api/tags';
import { tagKeys } from '@/lib/queries/tags';

/** Adds or replaces a comment (comment-on-media, -updated), keeping timeline order. */
export function upsertComment(list: readonly TimelineComment[] | undefined, comment: TimelineComment): TimelineComment[] {
  return sortTags([...(list ?? []).filter((c) => c.id !== comment.id), comment]);
}

export function removeComment(list: readonly TimelineComment[] | undefined, commentId: string): TimelineComment[] | undefined {
  return list?.some((c) => c.id === commentId) ? list.filter((c) => c.id !== commentId) : (list as TimelineComment[] | undefined);
}

/** The comment messages the bridge hands over (lib/realtime/bridge.ts). */
export type CommentMessage = 'comment-on-media' | 'comment-on-media-updated' | 'comment-on-media-deleted';

/**
 * Applies one comment message to the cache: a new or changed comment goes into that event's
 * comment list (only when someone shows it: an unwatched event's list is not created), a deleted
 * one leaves it. Payloads are checked against the contract; anything else is ignored.
 */
export function applyCommentMessage(queryClient: QueryClient, tenantId: string, type: CommentMessage, payload: unknown): void {
  if (type === 'comment-on-media-deleted') {
    const parsed = commentOnMediaDeletedSchema.safeParse(payload);
    if (!parsed.success) return;
    queryClient.setQueryData<TimelineComment[]>(tagKeys.comments(tenantId, parsed.data.eventId), (list) => removeComment(list, parsed.data.commentId));
    return;
  }
  const parsed = commentOnMediaSchema.safeParse(payload);
  if (!parsed.success) return;
  const key = tagKeys.comments(tenantId, parsed.data.eventId);
  if (!queryClient.getQueryCache().find({ queryKey: key, exact: true })) return;
  queryClient.setQueryData<TimelineComment[]>(key, (list) => upsertComment(list, reshapeComment(parsed.data.comment)));
}
