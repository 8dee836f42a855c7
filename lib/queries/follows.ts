/** The signed-in user's followed items: loaded into the session store (SPEC §3), keyed per user. */
import { queryOptions } from '@tanstack/react-query';
import { listFollowed } from '@/lib/api/follows';
import type { QueryContext } from './context';

export const followKeys = {
  all: (tenant: string) => ['follows', tenant] as const,
  list: (tenant: string, userId: string) => ['follows', tenant, userId] as const,
};

export const followQueries = {
  list: (ctx: QueryContext, userId: string) =>
    queryOptions({ queryKey: followKeys.list(ctx.tenant.id, userId), queryFn: ({ signal }) => listFollowed(ctx.api, signal) }),
};
