/**
 * Leagues, categories, sub-categories and teams (SPEC §3 'Category / identity', 'Team or identity
 * item summary') as the UI sees them. Built only by lib/api/identities.ts.
 */

export type IdentityKind = 'league' | 'category' | 'subcategory' | 'team';

export const SOCIAL_KINDS = ['facebook', 'x', 'instagram', 'youtube', 'tiktok', 'web', 'whatsapp'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface Banner {
  imageUrl: string;
  linkUrl: string | null;
  /** '_blank' opens a new tab (with rel=noopener); '_self' by default. */
  linkTarget: '_self' | '_blank';
}

export interface SocialLink {
  kind: SocialKind;
  url: string;
}

export interface Identity {
  id: string;
  /** 'NO TITLE' when the API sends none; a team's short title with teams_short_name on. */
  title: string;
  /** The full title, whatever the settings (for headings and alt texts). */
  fullTitle: string;
  kind: IdentityKind | 'other';
  /** identity (leagues, categories) or identity_item (sub-categories, teams). */
  mediaType: 'identity' | 'identity_item';
  archived: boolean;
  bannerUrl: string | null;
  banners: Banner[];
  mobileBanners: Banner[];
  imageUrl: string | null;
  logoUrl: string | null;
  color: string | null;
  /** Parents: a team's league, a sub-category's main category. */
  identityIds: string[];
  mainCategories: { id: string; title: string }[];
  sportType: string | null;
  social: SocialLink[];
  order: number;
}

export interface IdentityPage {
  items: Identity[];
  page: number;
  nextExists: boolean;
  totalCount: number;
}

export const NO_TITLE = 'NO TITLE';

/** The portal page of an identity. */
export function identityHref(identity: Pick<Identity, 'id' | 'kind' | 'identityIds'>): string {
  const id = encodeURIComponent(identity.id);
  switch (identity.kind) {
    case 'team':
      return `/team/${id}/`;
    case 'subcategory': {
      const parent = identity.identityIds[0];
      return parent ? `/category/${encodeURIComponent(parent)}/sub-category/${id}/` : `/category/${id}/`;
    }
    case 'category':
      return `/category/${id}/`;
    default:
      return `/league/${id}/`;
  }
}
