import { describe, expect, it } from 'vitest';
import { trailingSlashGuard } from '@/lib/guards/trailing-slash';
import { tenantSchema } from '@/lib/tenant/schema';

const tenant = tenantSchema.parse({ id: 't', name: 'T', name_short: 't' });
const ctx = (path: string, query = '') => ({ tenant, path, search: new URLSearchParams(query), route: undefined, session: null });

describe('trailing-slash guard', () => {
  it('permanently redirects a path without a slash, keeping the query', () => {
    expect(trailingSlashGuard(ctx('/latest', 'a=1&b=2'))).toEqual({ kind: 'redirect', to: '/latest/?a=1&b=2', permanent: true });
  });
  it('lets a path with a slash through', () => {
    expect(trailingSlashGuard(ctx('/latest/'))).toEqual({ kind: 'continue' });
  });
});
