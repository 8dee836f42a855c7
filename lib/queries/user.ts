/** The signed-in user's profile and devices: key factories and query options, keyed per tenant and user. */
import { queryOptions } from '@tanstack/react-query';
import { checkCurrentDevice } from '@/lib/api/auth';
import { getProfile } from '@/lib/api/user';
import type { DeviceInfo } from '@/lib/device';
import type { QueryContext } from './context';

export const userKeys = {
  all: (tenant: string) => ['user', tenant] as const,
  profile: (tenant: string, userId: string) => ['user', tenant, userId, 'profile'] as const,
  devices: (tenant: string, userId: string) => ['user', tenant, userId, 'devices'] as const,
};

export const userQueries = {
  profile: (ctx: QueryContext, userId: string) => queryOptions({ queryKey: userKeys.profile(ctx.tenant.id, userId), queryFn: () => getProfile(ctx.api) }),
  /** SPEC §7 has no device list call: check_current_device (no_register) answers with the list. */
  devices: (ctx: QueryContext, userId: string, device: () => DeviceInfo) =>
    queryOptions({ queryKey: userKeys.devices(ctx.tenant.id, userId), queryFn: async () => (await checkCurrentDevice(ctx.api, device())).devices }),
};
