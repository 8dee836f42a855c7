/** Attaches the socket server to the HTTP server and closes it with the app. */
import { createRealtime } from '../../realtime';
import { globalPlugin } from '../global';

export default globalPlugin('realtime', async (app) => {
  const realtime = createRealtime(app);
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    await realtime.close();
  });
});
