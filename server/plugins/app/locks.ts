/** The locks of the jobs that run once (cluster/lock.ts): in Redis when it is shared, else in this process. */
import { createLocks, memoryLockStore, redisLockStore, type Locks } from '../../cluster/lock';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    locks: Locks;
  }
}

export default globalPlugin('locks', async (app) => {
  const store = app.redis ? redisLockStore(app.redis) : memoryLockStore();
  app.decorate('locks', createLocks(store, { onLost: (name) => app.log.warn({ lock: name }, 'lock lost while its job ran (renewal failed)') }));
});
