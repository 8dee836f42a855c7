/** Live queries find the server's copy by React Query's own key hash (lib/queries/live.ts). */
import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventKeys } from '@/lib/queries/events';
import { hashQueryKey } from '@/lib/queries/query-hash';

describe('hashQueryKey', () => {
  it.each([
    ['a list with filters', eventKeys.list('demo', { kinds: ['live'], sort: 'date', order: 'asc' })],
    ['the same filters in another order', eventKeys.list('demo', { order: 'asc', sort: 'date', kinds: ['live'] })],
    ['filters with an unset field', eventKeys.infinite('demo', { identityIds: ['lg-1'], sport: undefined, size: 6 })],
    ['a detail key', eventKeys.detail('demo', 'ev-1', 'highlight')],
    ['nested objects', ['x', { b: { d: 1, c: [2, { f: null, e: 'y' }] }, a: true }]],
  ])('hashes %s as React Query does', (_, key) => {
    expect(hashQueryKey(key)).toBe(hashKey(key));
  });

  it('gives equal filters in any order one hash', () => {
    expect(hashQueryKey(eventKeys.list('demo', { kinds: ['live'], sort: 'date' }))).toBe(
      hashQueryKey(eventKeys.list('demo', { sort: 'date', kinds: ['live'] })),
    );
  });
});
