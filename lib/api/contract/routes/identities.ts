/** Teams and leagues, and the viewer's follows (SPEC §7). */
import { idParamsSchema } from '../events';
import * as follows from '../follows';
import * as identities from '../identities';
import { route } from './route';
import type { AreaRoutes } from './areas';

export const identitiesRoutes = {
  // Identities and follows
  identityList: route({
    method: 'POST',
    path: '/api/identity/list',
    auth: 'optional',
    body: identities.identityListRequestSchema,
    answer: identities.identityListAnswerSchema,
  }),
  identityById: route({
    method: 'GET',
    path: '/api/identity/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    answer: identities.identityAnswerSchema,
  }),
  followList: route({
    method: 'GET',
    path: '/api/follow/list_by_user',
    auth: 'required',
    query: follows.followListQuerySchema,
    answer: follows.followListAnswerSchema,
  }),
  followSave: route({
    method: 'POST',
    path: '/api/follow/save',
    auth: 'required',
    body: follows.followSaveRequestSchema,
    answer: follows.followItemAnswerSchema,
  }),
  followRemove: route({ method: 'POST', path: '/api/follow/remove_by_reference', auth: 'required', body: follows.followRemoveRequestSchema, answer: null }),
} as const satisfies AreaRoutes<'identities'>;
