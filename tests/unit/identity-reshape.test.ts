/** Identities reshape with SPEC §3's defaults: 'NO TITLE', short team titles, safe social links, banner targets. */
import { describe, expect, it } from 'vitest';
import type { Identity as WireIdentity } from '@/lib/api/contract';
import { followTypeOf, reshapeFollowItem } from '@/lib/api/follows';
import { reshapeIdentity, subCategoriesRequest } from '@/lib/api/identities';
import { accountProfileSchema } from '@/components/auth/schemas';
import { identityListRequestSchema } from '@/lib/api/contract';
import { identityHref } from '@/lib/models/identity';
import { identityLists } from '@/lib/queries/identities';
import { displaySettingsSchema } from '@/lib/tenant/schema';

const wire: WireIdentity = {
  id: 'tm-metro-hawks',
  title: 'Metro Hawks',
  shortTitle: 'HAW',
  type: 'team',
  media_type: 'identity_item',
  archived: false,
  bannerUrl: '/banner.svg',
  banners: [{ imageUrl: '/b1.svg', linkUrl: 'https://x.example', linkTarget: '_blank' }],
  mobileBanners: [{ imageUrl: '/m1.svg', linkUrl: null, linkTarget: null }],
  imageUrl: '/poster.svg',
  logoUrl: '/logo.svg',
  color: '#dc2626',
  identityIds: ['lg-metro'],
  mainCategories: [],
  sportType: 'basketball',
  facebook: 'https://facebook.example/hawks',
  instagram: null,
  x: 'javascript:alert(1)',
  web: 'https://hawks.example',
  order: 1,
  added: '2025-01-01T00:00:00.000Z',
};
const settings = (teams_short_name: boolean) => ({ settings: { ...displaySettingsSchema.parse({}), teams_short_name } });

describe('reshapeIdentity', () => {
  it('titles a team by its short title only with the teams short name setting', () => {
    expect(reshapeIdentity(wire, settings(true)).title).toBe('HAW');
    expect(reshapeIdentity(wire, settings(false)).title).toBe('Metro Hawks');
    expect(reshapeIdentity(wire, settings(true)).fullTitle).toBe('Metro Hawks');
  });

  it("defaults a missing title to 'NO TITLE'", () => {
    expect(reshapeIdentity({ ...wire, title: '  ', type: 'league' }, settings(false)).title).toBe('NO TITLE');
  });

  it('keeps only http(s) social links, with the extra kinds a backend may send', () => {
    const withExtra = { ...wire, youtube: 'https://youtube.example/hawks', whatsapp: 'data:text/html,x' } as WireIdentity;
    expect(reshapeIdentity(withExtra, settings(false)).social).toEqual([
      { kind: 'facebook', url: 'https://facebook.example/hawks' },
      { kind: 'youtube', url: 'https://youtube.example/hawks' },
      { kind: 'web', url: 'https://hawks.example' },
    ]);
  });

  it('honours a banner link target and defaults it to the same tab', () => {
    const identity = reshapeIdentity(wire, settings(false));
    expect(identity.banners[0]?.linkTarget).toBe('_blank');
    expect(identity.mobileBanners[0]?.linkTarget).toBe('_self');
  });
});

describe('identity pages and follows', () => {
  it('links each kind to its page', () => {
    const id = (kind: 'league' | 'category' | 'subcategory' | 'team', parents: string[] = []) => identityHref({ id: 'x', kind, identityIds: parents });
    expect([id('league'), id('category'), id('subcategory', ['lg-1']), id('team')]).toEqual([
      '/league/x/',
      '/category/x/',
      '/category/lg-1/sub-category/x/',
      '/team/x/',
    ]);
  });

  it('sorts sub-categories by their order in the main category', () => {
    expect(subCategoriesRequest('lg-metro')).toMatchObject({ sort: 'media_parent_order.lg-metro', filters: { identityId: 'lg-metro' } });
  });

  it('follows teams as team and everything else as identity_item', () => {
    expect(followTypeOf('team')).toBe('team');
    expect(followTypeOf('league')).toBe('identity_item');
    expect(followTypeOf('subcategory')).toBe('identity_item');
  });

  it('a follow item always covers its own identity', () => {
    const item = reshapeFollowItem({
      id: 'lg-metro',
      title: 'Metro',
      type: 'identity_item',
      identitiesId: [],
      imageUrl: null,
      followedAt: '2025-01-01T00:00:00Z',
    });
    expect(item).toEqual({ id: 'lg-metro', title: 'Metro', type: 'identity_item', identitiesId: ['lg-metro'] });
  });
});

describe("the profile's identity and identity item (SPEC §3)", () => {
  it('offers the league or category list, then the teams and sub-categories inside the chosen one', () => {
    expect(identityLists.categories().filters).toEqual({ media_type: 'identity', archived: false });
    const items = identityLists.itemsOf('lg-metro');
    expect(items.filters).toEqual({ identityId: 'lg-metro', media_type: 'identity_item', archived: false });
    expect(identityListRequestSchema.safeParse(items).success).toBe(true);
  });

  it('keeps both as trimmed ids in the personal details form', () => {
    const values = accountProfileSchema.parse({
      displayName: 'A',
      countryName: '',
      city: '',
      postalCode: '',
      phone: '',
      gender: '',
      dateOfBirth: '',
      identity: ' lg-metro ',
      identityItem: 'tm-metro-hawks',
    });
    expect(values).toMatchObject({ identity: 'lg-metro', identityItem: 'tm-metro-hawks' });
    expect(accountProfileSchema.safeParse({ displayName: 'A', identity: 'x'.repeat(121) }).success).toBe(false);
  });
});
