/**
 * Registers a route of the contract's table (lib/api/contract/routes/): its path, method, zod
 * schemas (validation, serialization and OpenAPI) and auth mode all come from the table, so the
 * server cannot drift from what the portal calls.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from '@/lib/api/contract/zod';
import { errorAnswerSchema, type ApiRoute } from '@/lib/api/contract';

type Out<R, K extends string> = R extends { [P in K]: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
export type Answer<R extends ApiRoute> = R extends { answer: infer A extends z.ZodMiniType } ? z.output<A> : void;

export interface RouteInput<R extends ApiRoute> {
  body: Out<R, 'body'>;
  query: Out<R, 'query'>;
  params: Out<R, 'params'>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtra {
  allowRestricted?: FastifyContextConfig['allowRestricted'];
  config?: Omit<FastifyContextConfig, 'auth' | 'allowRestricted'>;
}

export function contractRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<Answer<R>>,
  extra: RouteExtra = {},
): void {
  const errors = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };
  const area = route.path.split('/')[2] ?? 'api';
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: route.extension ? [area, 'extension'] : [area],
      ...(route.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.answer ? { 200: route.answer, ...errors } : { 204: z.null().check(z.describe('No Content')), ...errors },
    },
    config: { ...extra.config, auth: route.auth, allowRestricted: extra.allowRestricted ?? false },
    handler: async (req, reply) => {
      const result = await handler({
        // Validated against the route's schemas before the handler runs.
        body: req.body as Out<R, 'body'>,
        query: req.query as Out<R, 'query'>,
        params: req.params as Out<R, 'params'>,
        req,
        reply,
      });
      if (route.answer === null) return reply.code(204).send();
      return result;
    },
  });
}
