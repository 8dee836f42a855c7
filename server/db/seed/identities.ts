/** Identity rows: six leagues with sub-categories, banners and social links, and 24 teams with logos. */
import { bannerUrl, logoUrl, posterUrl } from '../../media/urls';
import type { IdentitiesTable } from '../schema';
import { LEAGUES, subcategoryId, teamId } from './leagues';

export function buildIdentities(base: string, createdAt: number): IdentitiesTable[] {
  const rows: IdentitiesTable[] = [];
  LEAGUES.forEach((league, li) => {
    const slug = league.id.replace(/^lg-/, '');
    rows.push({
      id: league.id,
      kind: 'league',
      title: league.title,
      short_title: league.short,
      sport_type: league.sport,
      parent_id: null,
      archived: 0,
      banner_url: bannerUrl(base, league.id, league.title, 'wide'),
      mobile_banner_url: bannerUrl(base, league.id, league.title, 'mobile'),
      image_url: posterUrl(base, league.id, league.title),
      logo_url: logoUrl(base, league.id, '#0f1624', league.short),
      color: null,
      links: JSON.stringify({
        facebook: `https://facebook.example/${slug}`,
        instagram: `https://instagram.example/${slug}`,
        x: `https://x.example/${slug}`,
        web: `https://${slug}.example`,
      }),
      sort_order: li + 1,
      created_at: createdAt,
    });
    league.subcategories.forEach((title, si) => {
      const id = subcategoryId(league, title);
      rows.push({
        id,
        kind: 'subcategory',
        title,
        short_title: null,
        sport_type: league.sport,
        parent_id: league.id,
        // A league's last sub-category of three is an archived one (last season's youth cup).
        archived: si === 2 ? 1 : 0,
        banner_url: bannerUrl(base, id, `${league.title}: ${title}`, 'wide'),
        mobile_banner_url: bannerUrl(base, id, `${league.title}: ${title}`, 'mobile'),
        image_url: posterUrl(base, id, title),
        logo_url: null,
        color: null,
        links: '{}',
        sort_order: si + 1,
        created_at: createdAt,
      });
    });
    league.teams.forEach((t, ti) => {
      rows.push({
        id: teamId(t),
        kind: 'team',
        title: t.name,
        short_title: t.short,
        sport_type: league.sport,
        parent_id: league.id,
        archived: 0,
        banner_url: bannerUrl(base, teamId(t), t.name, 'wide'),
        mobile_banner_url: null,
        image_url: posterUrl(base, teamId(t), t.name),
        logo_url: logoUrl(base, teamId(t), t.color, t.short),
        color: t.color,
        links: JSON.stringify({ web: `https://${t.slug}.example`, instagram: `https://instagram.example/${t.slug}` }),
        sort_order: ti + 1,
        created_at: createdAt,
      });
    });
  });
  return rows;
}
