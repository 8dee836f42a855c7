/** Errors are values with codes (SPEC §8). The UI maps a code to errors.{code}. */
import { API_UNAVAILABLE_DIGEST } from './unavailable-digest';

export { API_UNAVAILABLE_DIGEST };

export const ERROR_CODES = {
  default: 'default_error_message',
  refreshFailed: 'refresh_token_failed',
  expiredSession: 'expired_session_error',
  deviceLimit: 'device_limit_exceeded',
  loginFailed: 'login_failed',
  popupClosed: 'popup_closed',
  network: 'network_error',
  invalidResponse: 'invalid_response',
  signedOut: 'signed_out',
} as const;

/** No usable answer: no connection, no answer within the deadline, the circuit open, or a gateway or overload status. */
const unavailable = (code: string, status: number) => code === ERROR_CODES.network || status === 502 || status === 503 || status === 504;

export class ApiError extends Error {
  /** API_UNAVAILABLE_DIGEST for an unavailability error, so a server render failure is told apart in the browser. */
  readonly digest?: string;

  constructor(
    message: string,
    /** messageErrorCode from the server, or one of ERROR_CODES. */
    readonly code: string = ERROR_CODES.default,
    /** HTTP status; 0 when no answer arrived. */
    readonly status = 0,
    /** The decoded error body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    if (unavailable(code, status)) this.digest = API_UNAVAILABLE_DIGEST;
  }
}

/** SPEC §4: 'Expired Session ' (the trailing space is the spec's). */
export const expiredSessionError = () => new ApiError('Expired Session ', ERROR_CODES.refreshFailed, 401);

/** The session a refused call was made with was signed out meanwhile (in another tab): no expiry, the sign-out leads on. */
export const signedOutError = () => new ApiError('Signed out', ERROR_CODES.signedOut, 401);

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The platform API did not answer usefully (as opposed to answering 'no', e.g. 404): worth a breaker failure, never a cached page. */
export const isUnavailable = (e: unknown): boolean => isApiError(e) && unavailable(e.code, e.status);

/**
 * SPEC §8: the translation under errors.{code} when there is one, else the server's message,
 * else 'An error occurred' (errors.default_error_message).
 */
export function errorMessage(error: unknown, t: { (key: string): string; has: (key: string) => boolean }): string {
  const code = isApiError(error) ? error.code : undefined;
  if (code && code !== ERROR_CODES.default && t.has(code)) return t(code);
  if (error instanceof Error && error.message && !(isApiError(error) && error.code === ERROR_CODES.invalidResponse)) return error.message;
  return t(ERROR_CODES.default);
}
