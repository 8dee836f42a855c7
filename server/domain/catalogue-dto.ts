/** Identities, follows and tags → their wire shapes. */
import type { FollowItem, Identity, Tag } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { FollowsTable, IdentitiesTable, TagsTable } from '../db/schema';
import type { CatalogueIndex } from '../repositories/catalogue-index';
import { iso } from './ids';

interface Links {
  facebook?: string;
  instagram?: string;
  x?: string;
  web?: string;
}

export function toIdentity(i: IdentitiesTable, index: CatalogueIndex): Identity {
  const links = parseJson<Links>(i.links, {});
  const parent = i.parent_id ? index.identities.get(i.parent_id) : undefined;
  const banner = (url: string | null) => (url ? [{ imageUrl: url, linkUrl: null, linkTarget: null }] : []);
  return {
    id: i.id,
    title: i.title || 'NO TITLE',
    shortTitle: i.short_title,
    type: i.kind,
    media_type: i.kind === 'league' || i.kind === 'category' ? 'identity' : 'identity_item',
    archived: i.archived === 1,
    bannerUrl: i.banner_url,
    banners: banner(i.banner_url),
    mobileBanners: banner(i.mobile_banner_url),
    imageUrl: i.image_url,
    logoUrl: i.logo_url,
    color: i.color,
    identityIds: parent ? [parent.id] : [],
    mainCategories: parent && i.kind === 'subcategory' ? [{ id: parent.id, title: parent.title }] : [],
    sportType: i.sport_type,
    facebook: links.facebook ?? null,
    instagram: links.instagram ?? null,
    x: links.x ?? null,
    web: links.web ?? null,
    order: i.sort_order,
    added: iso(i.created_at),
  };
}

export function toFollowItem(f: FollowsTable, index: CatalogueIndex): FollowItem {
  const identity = index.identities.get(f.reference_id);
  return {
    id: f.reference_id,
    title: identity?.title ?? 'NO TITLE',
    type: f.type,
    identitiesId: [f.reference_id],
    imageUrl: identity?.logo_url ?? identity?.image_url ?? null,
    followedAt: iso(f.created_at),
  };
}

export function toTag(t: TagsTable, index: CatalogueIndex, callerId: string): Tag {
  const team = t.team_id ? index.identities.get(t.team_id) : undefined;
  return {
    id: t.id,
    title: t.title,
    startTime: t.start_time,
    endTime: t.end_time,
    type: t.type,
    global: t.global === 1,
    playerNumber: t.player_number,
    playerColor: t.player_color,
    tagTeam: team ? { color: team.color, teamId: team.id, title: team.title, logo: team.logo_url } : null,
    targetId: t.target_id,
    videoType: t.video_type,
    streamName: t.stream_name,
    mode: t.mode,
    isOwner: t.user_id === callerId,
    createdAt: iso(t.created_at),
  };
}
