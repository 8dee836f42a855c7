/** The catalogue's calls: events, clips and videos (SPEC §7). Public pages call these first. */
import * as clips from '../clips';
import {
  eventListRequestSchema,
  getByIdQuerySchema,
  groupedSportCountAnswerSchema,
  groupedSportCountQuerySchema,
  idParamsSchema,
  mediaItemAnswerSchema,
  mediaListSchema,
  relatedVideosQuerySchema,
  statsAnswerSchema,
  statsQuerySchema,
} from '../events';
import { route } from './route';
import type { AreaRoutes } from './areas';

export const mediaRoutes = {
  // Events, clips, videos
  eventList: route({ method: 'POST', path: '/api/event/list', auth: 'optional', body: eventListRequestSchema, answer: mediaListSchema }),
  eventById: route({
    method: 'GET',
    path: '/api/event/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    query: getByIdQuerySchema,
    answer: mediaItemAnswerSchema,
  }),
  clipById: route({
    method: 'GET',
    path: '/api/clip/get_by_id/id/:id',
    auth: 'optional',
    params: idParamsSchema,
    query: getByIdQuerySchema,
    answer: mediaItemAnswerSchema,
  }),
  relatedVideos: route({ method: 'GET', path: '/api/vod/get_related_videos', auth: 'optional', query: relatedVideosQuerySchema, answer: mediaListSchema }),
  groupedSportCount: route({
    method: 'GET',
    path: '/api/event/grouped_sport_count',
    auth: 'optional',
    query: groupedSportCountQuerySchema,
    answer: groupedSportCountAnswerSchema,
  }),
  eventStats: route({ method: 'GET', path: '/api/event/stats', auth: 'optional', query: statsQuerySchema, answer: statsAnswerSchema }),
  userClipList: route({ method: 'POST', path: '/api/clip/user_list', auth: 'required', body: clips.userClipListRequestSchema, answer: mediaListSchema }),
  clipList: route({ method: 'POST', path: '/api/clip/list', auth: 'optional', body: clips.clipListRequestSchema, answer: mediaListSchema }),
  clipCreate: route({ method: 'POST', path: '/api/clip/create', auth: 'required', body: clips.clipCreateRequestSchema, answer: mediaItemAnswerSchema }),
  clipUpdate: route({
    method: 'POST',
    path: '/api/clip/update/:id',
    auth: 'required',
    params: idParamsSchema,
    body: clips.clipUpdateRequestSchema,
    answer: mediaItemAnswerSchema,
  }),
  clipDelete: route({ method: 'POST', path: '/api/clip/delete/:id', auth: 'required', params: idParamsSchema, answer: null }),
} as const satisfies AreaRoutes<'media'>;
