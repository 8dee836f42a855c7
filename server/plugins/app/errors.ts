/**
 * The one error handler: every failure answers the error envelope of SPEC §3. Client mistakes keep
 * their status and say what was wrong; anything else is logged and answered as a bare 500.
 */
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { ERROR_CODES, type ErrorAnswer, type ErrorCode } from '@/lib/api/contract';
import { ApiError } from '../../domain/errors';
import { globalPlugin } from '../global';

const send = (reply: FastifyReply, status: number, code: ErrorCode, message: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message, messageErrorCode: code, error: true } satisfies ErrorAnswer);

/** PostgreSQL's character_not_in_repertoire, which a NUL character in a text parameter raises. */
const PG_NUL_IN_TEXT = '22021';

/** Fastify's own 4xx codes that deserve a specific messageErrorCode. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
};

/** A schema may name a specific code for its refusal (e.g. the title rule's title_required): zod's custom params.code. */
function issueCode(params: unknown): ErrorCode {
  const code = (params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : 'validation_error';
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Errors the router raises before any route runs (bad URL encoding, over-long ids). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) =>
  send(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'validation_error', error.message);

export default globalPlugin('errors', async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return send(reply, error.statusCode, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = `${error.validationContext ?? 'request'}${issue?.instancePath ? issue.instancePath.replace(/\//g, '.') : ''}`;
      return send(reply, 400, issueCode(issue?.params), `Invalid ${where}: ${issue?.message ?? 'bad value'}`);
    }
    if (error instanceof SyntaxError) return send(reply, 400, 'invalid_json', 'The body is not valid JSON');
    // PostgreSQL refuses NUL in text (SQLite keeps it): no row holds such a value, so it is the request's fault.
    if (error instanceof pg.DatabaseError && error.code === PG_NUL_IN_TEXT) return send(reply, 400, 'validation_error', 'Text must not contain NUL characters');
    const status = isFastifyError(error) && error.statusCode ? error.statusCode : 500;
    if (status === 429) return send(reply, 429, 'rate_limited', 'Too many requests');
    if (status >= 400 && status < 500 && isFastifyError(error)) {
      return send(reply, status, FASTIFY_CODES[error.code] ?? 'validation_error', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'default_error_message', 'Internal server error');
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
});
