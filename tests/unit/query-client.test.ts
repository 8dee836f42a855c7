import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import { shouldRetry } from '@/lib/queries/query-client';

describe('which failed queries are tried again (SPEC §8, §9)', () => {
  it('retries an unreachable or overloaded API up to three times', () => {
    for (const error of [
      new ApiError('Network error', ERROR_CODES.network, 0),
      new ApiError('Busy', 'overloaded', 503),
      new ApiError('Gateway', 'bad_gateway', 502),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(true);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it('does not repeat a refusal or a malformed answer, which would come back (and be reported) again', () => {
    expect(shouldRetry(0, new ApiError('Not found', 'event_not_found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Unauthorized', ERROR_CODES.refreshFailed, 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('Invalid response', ERROR_CODES.invalidResponse, 200))).toBe(false);
    expect(shouldRetry(0, new ApiError('Bug', 'default_error_message', 500))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
