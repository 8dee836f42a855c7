/** Identity query keys and options: leagues, categories, sub-categories, teams. */
import { queryOptions } from '@tanstack/react-query';
import type { IdentityListRequest } from '@/lib/api/contract';
import { getIdentity, listIdentities, subCategoriesRequest } from '@/lib/api/identities';
import type { QueryContext } from './context';

type IdentityListBody = NonNullable<IdentityListRequest>;

export const identityKeys = {
  all: (tenant: string) => ['identities', tenant] as const,
  list: (tenant: string, request: IdentityListBody) => ['identities', tenant, 'list', request] as const,
  detail: (tenant: string, id: string) => ['identities', tenant, 'detail', id] as const,
};

/** The lists the portal asks for, by name, so pages and the header share their cache entries. */
export const identityLists = {
  leagues: (): IdentityListBody => ({ sort: 'order', order: 'asc', filters: { type: 'league', archived: false } }),
  /** Main categories: every top-level identity (leagues included: a league is a category with teams). */
  categories: (): IdentityListBody => ({ sort: 'order', order: 'asc', filters: { media_type: 'identity', archived: false } }),
  teamsOf: (leagueId: string): IdentityListBody => ({ sort: 'order', order: 'asc', filters: { identityId: leagueId, type: 'team' } }),
  subCategoriesOf: (mainId: string): IdentityListBody => subCategoriesRequest(mainId),
  /** Everything inside a league or category (its teams and sub-categories), by title: the profile's identity items. */
  itemsOf: (id: string): IdentityListBody => ({ sort: 'title', order: 'asc', filters: { identityId: id, media_type: 'identity_item', archived: false } }),
};

export const identityQueries = {
  list: (ctx: QueryContext, request: IdentityListBody) =>
    queryOptions({ queryKey: identityKeys.list(ctx.tenant.id, request), queryFn: () => listIdentities(ctx.api, ctx.tenant, request) }),
  detail: (ctx: QueryContext, id: string) =>
    queryOptions({ queryKey: identityKeys.detail(ctx.tenant.id, id), queryFn: () => getIdentity(ctx.api, ctx.tenant, id) }),
};
