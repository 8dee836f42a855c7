/**
 * User clips and highlights (SPEC §7 clip/user_list, create, update, delete; SPEC §3 'Clip'): calls
 * and the reshaping of the wire media item into the UI clip (times in seconds). A user clip is its
 * own playable item at /events/{id}/?media_type=user_clip. Titles are plain text.
 */
import type { MediaItem, UserMediaType } from './contract';
import type { ApiCaller } from './call';
import { eventHref } from '@/lib/models/event';
import { msToSeconds, secondsToMs } from './tags';

/** SPEC §9: user media lists ask for 24 a page. */
export const USER_CLIP_PAGE_SIZE = 24;

export type ClipSort = 'created' | 'title';
export type ClipOrder = 'asc' | 'desc';

export interface UserClip {
  id: string;
  title: string;
  contentType: UserMediaType;
  /** The event it was cut from. */
  eventId: string;
  /** The title of the event it was cut from, when known. */
  eventTitle: string | null;
  /** Seconds into the event's stream, or null when the clip is the whole stream. */
  startTime: number | null;
  endTime: number | null;
  createdAt: string;
  imageUrl: string | null;
  /** Its own page (SPEC §2: a user clip opens at /events/{id}/). */
  href: string;
}

export interface UserClipPage {
  items: UserClip[];
  page: number;
  nextExists: boolean;
  totalCount: number;
}

/** The parent event's title, from the description the API builds ('{clip} ({event})') when no better field exists. */
function parentTitle(item: MediaItem): string | null {
  const suffix = item.description.startsWith(`${item.title} (`) && item.description.endsWith(')') ? item.description.slice(item.title.length + 2, -1) : '';
  return suffix || null;
}

export function reshapeUserClip(item: MediaItem): UserClip {
  const contentType: UserMediaType = item.mediaType === 'user_highlight' ? 'user_highlight' : 'user_clip';
  return {
    id: item.id,
    title: item.title,
    contentType,
    eventId: item.parentEventId ?? item.eventId,
    eventTitle: parentTitle(item),
    startTime: item.startTime === null ? null : msToSeconds(item.startTime),
    endTime: item.endTime === null ? null : msToSeconds(item.endTime),
    createdAt: item.createdAt,
    imageUrl: item.imageUrl ?? item.source.poster,
    href: eventHref({ id: item.id, contentType }),
  };
}

export interface UserClipQuery {
  /** Only this event's clips (the event page); omitted for the library. */
  eventId?: string;
  page?: number;
  sort?: ClipSort;
  order?: ClipOrder;
  mediaTypes?: readonly UserMediaType[];
}

/** SPEC §7 clip/user_list: next, count, page, size 24, filters event_id and media_type, order, sort. */
export function userClipListBody(query: UserClipQuery) {
  return {
    next: true,
    count: true,
    page: query.page ?? 0,
    size: USER_CLIP_PAGE_SIZE,
    sort: query.sort ?? 'created',
    order: query.order ?? 'desc',
    filters: {
      ...(query.eventId ? { event_id: query.eventId } : {}),
      ...(query.mediaTypes?.length ? { media_type: [...query.mediaTypes] } : {}),
    },
  };
}

export async function listUserClipPage(api: ApiCaller, query: UserClipQuery, signal?: AbortSignal): Promise<UserClipPage> {
  const list = await api('userClipList', { body: userClipListBody(query), signal });
  return { items: list.entries.map(reshapeUserClip), page: query.page ?? 0, nextExists: list.nextExists, totalCount: list.totalCount };
}

export interface NewClip {
  eventId: string;
  title: string;
  /** Seconds into the event's stream. */
  startTime: number;
  endTime: number;
  mediaType?: UserMediaType;
}

/** The clip/create body (SPEC §3 Clip: title, event id, media type; plus the in and out points in ms). */
export function clipCreateBody(clip: NewClip) {
  return {
    title: clip.title.trim(),
    event_id: clip.eventId,
    media_type: clip.mediaType ?? 'user_clip',
    startTime: secondsToMs(clip.startTime),
    endTime: secondsToMs(clip.endTime),
  };
}

export async function createClip(api: ApiCaller, clip: NewClip): Promise<UserClip> {
  return reshapeUserClip((await api('clipCreate', { body: clipCreateBody(clip) })).content);
}

export async function renameClip(api: ApiCaller, id: string, title: string): Promise<UserClip> {
  return reshapeUserClip((await api('clipUpdate', { params: { id }, body: { title: title.trim() } })).content);
}

export async function deleteClip(api: ApiCaller, id: string): Promise<void> {
  await api('clipDelete', { params: { id } });
}
