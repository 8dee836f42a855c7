/** The channel program address (an item's source.epg): GET /epg/{channelId}.json. */
import type { FastifyInstance } from 'fastify';
import * as z from '@/lib/api/contract/zod';
import { channelProgramSchema, errorAnswerSchema } from '@/lib/api/contract';
import { channelProgram } from '../domain/epg';
import { notFound } from '../domain/errors';

const params = z.strictObject({ file: z.string().check(z.regex(/^[\w-]{1,128}\.json$/)) });

export default async function epgRoutes(app: FastifyInstance): Promise<void> {
  app.get('/epg/:file', { schema: { tags: ['epg'], params, response: { 200: channelProgramSchema, '4xx': errorAnswerSchema } } }, async (req, reply) => {
    const { file } = req.params as z.output<typeof params>;
    const channel = await app.repos.events.byId(file.slice(0, -'.json'.length));
    if (!channel || channel.status !== 'channel') throw notFound('Channel');
    reply.header('cache-control', 'public, max-age=300');
    return channelProgram(channel.id, channel.title, app.clock(), app.config.publicUrl);
  });
}
