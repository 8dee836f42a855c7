/** The tags' calls (SPEC §7). */
import * as tags from '../tags';
import { route } from './route';
import type { AreaRoutes } from './areas';

export const tagsRoutes = {
  // Tags
  tagList: route({ method: 'POST', path: '/api/tag/list', auth: 'required', body: tags.tagListRequestSchema, answer: tags.tagListAnswerSchema }),
  tagSave: route({ method: 'POST', path: '/api/tag/saveV2', auth: 'required', body: tags.tagSaveRequestSchema, answer: tags.tagAnswerSchema }),
  tagUpdate: route({ method: 'POST', path: '/api/tag/update', auth: 'required', body: tags.tagUpdateRequestSchema, answer: tags.tagAnswerSchema }),
  tagRemoveList: route({ method: 'POST', path: '/api/tag/remove_list', auth: 'required', body: tags.tagRemoveListRequestSchema, answer: null }),
} as const satisfies AreaRoutes<'tags'>;
