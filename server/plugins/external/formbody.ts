/** Form-encoded bodies: the partner's token endpoint and the test sign-in pages post forms. */
import formbody from '@fastify/formbody';
import { globalPlugin } from '../global';

export default globalPlugin('formbody', async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
});
