/**
 * Identities area (SPEC §7 'Identities'): leagues, categories, sub-categories and teams, reshaped
 * into lib/models/identity.ts with the 'NO TITLE' default and the teams short-name setting applied.
 */
import type { Identity as WireIdentity, IdentityListRequest } from './contract';
import type { ApiCaller } from './call';
import { NO_TITLE, SOCIAL_KINDS, type Banner, type Identity, type IdentityKind, type IdentityPage, type SocialLink } from '@/lib/models/identity';
import type { PublicTenant } from '@/lib/tenant/schema';

export type IdentityDisplay = Pick<PublicTenant, 'settings'>;

/** SPEC §9: category lists page size 100. */
export const IDENTITY_PAGE_SIZE = 100;

const KINDS: readonly string[] = ['league', 'category', 'subcategory', 'team'] satisfies IdentityKind[];

function reshapeBanner(b: WireIdentity['banners'][number]): Banner {
  return { imageUrl: b.imageUrl, linkUrl: b.linkUrl, linkTarget: b.linkTarget === '_blank' ? '_blank' : '_self' };
}

/** Only http(s) addresses become links: a backend's `javascript:` must never reach an href. */
const safeUrl = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null);

/** The contract names facebook, instagram, x and web; a backend may add the rest of SPEC §3's kinds. */
function socialLinks(identity: WireIdentity): SocialLink[] {
  const record = identity as Record<string, unknown>;
  return SOCIAL_KINDS.flatMap((kind) => {
    const url = safeUrl(record[kind]);
    return url ? [{ kind, url }] : [];
  });
}

export function reshapeIdentity(identity: WireIdentity, display: IdentityDisplay): Identity {
  const fullTitle = identity.title.trim() || NO_TITLE;
  const kind = KINDS.includes(identity.type) ? (identity.type as IdentityKind) : 'other';
  // SPEC §3 'Team or identity item summary': the short title when teams short name is on.
  const useShort = kind === 'team' && display.settings.teams_short_name && identity.shortTitle?.trim();
  return {
    id: identity.id,
    title: useShort ? identity.shortTitle!.trim() : fullTitle,
    fullTitle,
    kind,
    mediaType: identity.media_type,
    archived: identity.archived,
    bannerUrl: identity.bannerUrl,
    banners: identity.banners.map(reshapeBanner),
    mobileBanners: identity.mobileBanners.map(reshapeBanner),
    imageUrl: identity.imageUrl,
    logoUrl: identity.logoUrl,
    color: identity.color,
    identityIds: identity.identityIds,
    mainCategories: identity.mainCategories.map((c) => ({ id: c.id, title: c.title })),
    sportType: identity.sportType,
    social: socialLinks(identity),
    order: identity.order,
  };
}

export async function listIdentities(api: ApiCaller, display: IdentityDisplay, body: NonNullable<IdentityListRequest>): Promise<IdentityPage> {
  const list = await api('identityList', { body: { size: IDENTITY_PAGE_SIZE, ...body } });
  return {
    items: list.entries.map((i) => reshapeIdentity(i, display)),
    page: body.page ?? 0,
    nextExists: list.nextExists,
    totalCount: list.totalCount,
  };
}

export async function getIdentity(api: ApiCaller, display: IdentityDisplay, id: string): Promise<Identity> {
  const answer = await api('identityById', { params: { id } });
  return reshapeIdentity(answer.content, display);
}

/** SPEC §3: sub-categories of a main category sort by media_parent_order.{identityId}. */
export function subCategoriesRequest(mainId: string): NonNullable<IdentityListRequest> {
  return {
    sort: `media_parent_order.${mainId}`,
    order: 'asc',
    filters: { identityId: mainId, type: 'subcategory', archived: false },
  };
}
