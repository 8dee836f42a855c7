/** Decorates the app with the repositories over its database. */
import { createRepositories } from '../../repositories';
import { globalPlugin } from '../global';

export default globalPlugin('repositories', async (app) => {
  app.decorate('repos', await createRepositories(app.db));
});
