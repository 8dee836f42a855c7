/** The account's devices (SPEC §7): the current device's check (and its registration while there is room), and removing one. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@/lib/api/contract';
import { toDevice } from '../domain/account-dto';
import { newDeviceRow } from '../domain/devices';
import { notFound, unauthorized } from '../domain/errors';
import { sessionOf } from '../plugins/app/auth';
import { contractRoute } from './contract-route';

export default async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, sessions } = app.repos;

  contractRoute(
    app,
    apiRoutes.checkCurrentDevice,
    async ({ body, req }) => {
      const session = sessionOf(req);
      const user = await accounts.userById(session.userId);
      if (!user) throw unauthorized();
      const now = app.clock();
      let devices = await accounts.devices(user.id);
      let current = devices.find((d) => d.device_id === body.device_id);
      // A removed device's session only hears that it was removed: it registers nothing, so it can never become full again.
      if (!current && !session.removed && body.register_new === 'register' && devices.length < user.device_limit) {
        const row = newDeviceRow(user.id, { id: body.device_id, name: body.device_name }, now);
        // The free place seen above may be gone by now: the insert counts again (see signIn).
        await accounts.addDevice(row, user.device_limit);
        devices = await accounts.devices(user.id);
        current = devices.find((d) => d.device_id === body.device_id);
      }
      // A restricted session whose device now has a place becomes a full session.
      if (current && session.restricted && !session.removed && session.deviceId === body.device_id) await sessions.lift(session.familyId);
      return { content: { enabled: current !== undefined && !session.removed, devices: devices.map((d) => toDevice(d, session.deviceId)) } };
    },
    { allowRestricted: 'removed-device' },
  );

  contractRoute(
    app,
    apiRoutes.deleteDevice,
    async ({ body, req }) => {
      const session = sessionOf(req);
      const device = await accounts.device(session.userId, body.deviceId);
      if (!device) throw notFound('Device');
      await accounts.deleteDevice(device.id);
      await sessions.removeDevice(session.userId, device.device_id);
      // The device hears it was removed first (SPEC §4 logs it out), then loses its user room.
      app.realtime.toUser(session.userId, 'remove-user-device', { deviceId: device.device_id });
      app.realtime.endSessions(session.userId, { deviceId: device.device_id });
    },
    { allowRestricted: 'device-limit' },
  );
}
