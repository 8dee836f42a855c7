/**
 * Follows area (SPEC §7 'Identities and follows'): the user's followed teams and identity items,
 * reshaped into the session store's follow items (SPEC §3 'Follow item').
 */
import type { FollowItem as WireFollowItem } from './contract';
import type { ApiCaller } from './call';
import type { FollowItem, FollowType } from '@/lib/models/session';
import type { IdentityKind } from '@/lib/models/identity';

/** SPEC §9: follow list size 150. */
export const FOLLOW_LIST_SIZE = 150;

export function reshapeFollowItem(item: WireFollowItem): FollowItem {
  // A follow always covers at least the followed identity itself.
  const identitiesId = [...new Set([item.id, ...item.identitiesId])];
  return { id: item.id, title: item.title, type: item.type, identitiesId };
}

/** Teams are followed as 'team'; leagues, categories and sub-categories as 'identity_item'. */
export function followTypeOf(kind: IdentityKind | 'other'): FollowType {
  return kind === 'team' ? 'team' : 'identity_item';
}

export async function listFollowed(api: ApiCaller, signal?: AbortSignal): Promise<FollowItem[]> {
  const answer = await api('followList', { query: { size: FOLLOW_LIST_SIZE, version: '2', types: ['team', 'identity_item'] }, signal });
  return answer.content.entries.map(reshapeFollowItem);
}

export async function follow(api: ApiCaller, target: { id: string; type: FollowType }): Promise<FollowItem> {
  const answer = await api('followSave', { body: { reference_id: target.id, type: target.type } });
  return reshapeFollowItem(answer.content);
}

export async function unfollow(api: ApiCaller, id: string): Promise<void> {
  await api('followRemove', { body: { id } });
}
