/** Every repository over one database handle (decorated on the app as `repos`). */
import type { Db } from '../db';
import { createAccountsRepo } from './accounts';
import { loadCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { createCommentsRepo } from './comments';
import { createCommerceRepo } from './commerce';
import { createEventsRepo } from './events';
import { createHighlightsRepo } from './highlights';
import { createOutbox } from './outbox';
import { createPersonalRepo } from './personal';
import { createRemindersRepo } from './reminders';
import { createSessionsRepo } from './sessions';

export async function createRepositories(db: Db) {
  const index: CatalogueIndex = await loadCatalogueIndex(db);
  return {
    index,
    accounts: createAccountsRepo(db),
    sessions: createSessionsRepo(db),
    events: createEventsRepo(db),
    highlights: createHighlightsRepo(db),
    commerce: createCommerceRepo(db),
    personal: createPersonalRepo(db),
    comments: createCommentsRepo(db),
    reminders: createRemindersRepo(db),
    /** Password reset mail that a real backend would send (in memory). */
    outbox: createOutbox(),
  };
}

export type Repositories = Awaited<ReturnType<typeof createRepositories>>;
