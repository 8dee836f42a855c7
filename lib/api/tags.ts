/**
 * Tags area (SPEC §7 'Tags', §3 'Tag'): list, saveV2, update, remove_list, and the reshaping of the
 * wire tag (times in milliseconds) into the UI tag (times in seconds). Components never see the
 * wire shape. Tag titles are plain text: render them as text, never as HTML.
 */
import type { MediaComment, Tag as WireTag } from './contract';
import type { ApiCaller } from './call';

/** SPEC §9: tag lists ask for 999. */
export const TAG_LIST_SIZE = 999;

/** Tag types offered when creating a tag (the wire accepts any short text). */
export const TAG_TYPES = ['goal', 'chance', 'save', 'foul', 'card', 'highlight', 'other'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export interface TagTeam {
  id: string;
  title: string;
  color: string | null;
  logo: string | null;
}

/** SPEC §3 Tag, as the UI sees it. */
export interface Tag {
  id: string;
  title: string;
  /** Seconds into the stream (the wire's milliseconds / 1000). */
  startTime: number;
  endTime: number;
  type: string;
  global: boolean;
  playerNumber: string | null;
  playerColor: string | null;
  team: TagTeam | null;
  /** The event the tag is on. */
  targetId: string;
  /** The caller made it: only then may it be edited or deleted. */
  isOwner: boolean;
  createdAt: string;
}

/** An operator's comment on the timeline (comment-on-media), shown beside the tags. */
export interface TimelineComment {
  id: string;
  eventId: string;
  title: string;
  body: string;
  type: string;
  startTime: number;
  endTime: number | null;
}

export const msToSeconds = (ms: number): number => ms / 1000;
/** Whole milliseconds, never negative (the wire takes integers from 0). */
export const secondsToMs = (seconds: number): number => Math.max(0, Math.round(seconds * 1000));

export function reshapeTag(tag: WireTag): Tag {
  return {
    id: tag.id,
    title: tag.title,
    startTime: msToSeconds(tag.startTime),
    endTime: msToSeconds(tag.endTime),
    type: tag.type,
    global: tag.global,
    playerNumber: tag.playerNumber,
    playerColor: tag.playerColor,
    team: tag.tagTeam ? { id: tag.tagTeam.teamId, title: tag.tagTeam.title, color: tag.tagTeam.color, logo: tag.tagTeam.logo } : null,
    targetId: tag.targetId,
    isOwner: tag.isOwner,
    createdAt: tag.createdAt,
  };
}

export function reshapeComment(comment: MediaComment): TimelineComment {
  return {
    id: comment.id,
    eventId: comment.eventId,
    title: comment.title,
    body: comment.body,
    type: comment.type,
    startTime: msToSeconds(comment.startTime),
    endTime: comment.endTime === null ? null : msToSeconds(comment.endTime),
  };
}

/** Tags in timeline order (then title, so equal times keep a stable order). */
export function sortTags<T extends Pick<Tag, 'startTime' | 'title' | 'id'>>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.startTime - b.startTime || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * The global and the caller's own tags of an event (SPEC §4 'Event page load': global and personal):
 * two tag/list calls (global true, global false), merged in timeline order.
 */
export async function listTags(api: ApiCaller, targetId: string, signal?: AbortSignal): Promise<Tag[]> {
  const [global, own] = await Promise.all(
    [true, false].map((isGlobal) => api('tagList', { body: { global: isGlobal, page: 0, size: TAG_LIST_SIZE, targetId }, signal })),
  );
  const byId = new Map<string, Tag>();
  for (const t of [...(global?.entries ?? []), ...(own?.entries ?? [])]) byId.set(t.id, reshapeTag(t));
  return sortTags([...byId.values()]);
}

/** SPEC §3 'On saving': what a new tag needs from the page. Times in seconds. */
export interface NewTag {
  targetId: string;
  title: string;
  startTime: number;
  endTime: number;
  type: string;
  global: boolean;
  team: Pick<TagTeam, 'id' | 'color'> | null;
  playerNumber: string | null;
  /** The event's wire status: 'live'/'LIVE' saves a live tag, anything else vod. */
  eventStatus: string;
}

/** SPEC §3: videoType live when the event status is live, else vod. */
export const videoTypeFor = (eventStatus: string): 'live' | 'vod' => (eventStatus.toLowerCase() === 'live' ? 'live' : 'vod');

/** The saveV2 body of SPEC §3 (exported for tests). */
export function tagSaveBody(tag: NewTag) {
  const startTime = secondsToMs(tag.startTime);
  return {
    targetId: tag.targetId,
    title: tag.title.trim(),
    startTime,
    endTime: Math.max(startTime, secondsToMs(tag.endTime)),
    type: tag.type,
    global: tag.global,
    mode: 'sync' as const,
    playerColor: tag.team?.color ?? null,
    playerNumber: tag.playerNumber?.trim() || null,
    teamId: tag.team?.id ?? null,
    videoType: videoTypeFor(tag.eventStatus),
    streamName: 'hd',
  };
}

export async function saveTag(api: ApiCaller, tag: NewTag): Promise<Tag> {
  return reshapeTag((await api('tagSave', { body: tagSaveBody(tag) })).content);
}

/** What an edit may change. Times in seconds. */
export interface TagChanges {
  title?: string;
  type?: string;
  startTime?: number;
  endTime?: number;
  playerNumber?: string | null;
  team?: Pick<TagTeam, 'id' | 'color'> | null;
}

export async function updateTag(api: ApiCaller, id: string, changes: TagChanges): Promise<Tag> {
  const body = {
    id,
    ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
    ...(changes.type !== undefined ? { type: changes.type } : {}),
    ...(changes.startTime !== undefined ? { startTime: secondsToMs(changes.startTime) } : {}),
    ...(changes.endTime !== undefined ? { endTime: secondsToMs(changes.endTime) } : {}),
    ...(changes.playerNumber !== undefined ? { playerNumber: changes.playerNumber?.trim() || null } : {}),
    ...(changes.team !== undefined ? { teamId: changes.team?.id ?? null, playerColor: changes.team?.color ?? null } : {}),
  };
  return reshapeTag((await api('tagUpdate', { body })).content);
}

/** remove_list: all or nothing (the API refuses the whole list if one tag is not the caller's). */
export async function removeTags(api: ApiCaller, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await api('tagRemoveList', { body: { ids: [...ids] } });
}
