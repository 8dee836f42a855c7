/** Errors are values with codes (SPEC §8): routes throw these and the error handler answers the envelope. */
import type { ErrorCode } from '@/lib/api/contract';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'validation_error') => new ApiError(400, code, message);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') => new ApiError(401, code, message);
export const forbidden = (message = 'Not allowed', code: ErrorCode = 'forbidden') => new ApiError(403, code, message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, code: ErrorCode) => new ApiError(409, code, message);
