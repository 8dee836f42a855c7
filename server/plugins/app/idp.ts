/** The test identity provider's token and code memory (routes in routes/idp.ts). */
import { TestIdp } from '../../domain/test-idp';
import { globalPlugin } from '../global';

export default globalPlugin('idp', async (app) => {
  app.decorate('idp', new TestIdp(app.clock));
});
