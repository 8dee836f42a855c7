/**
 * A second portal + reference API whose API can be taken away, for the outage spec: it can stop
 * the API, put a TCP server in its place that accepts connections and never answers (a hung API),
 * and start the API again. A copy of the suite's build on its own ports (suite ports + 60) and
 * database, like the stacks of stack.ts; processes in their own groups, stopped by the groups' ids.
 */
import { type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { ADMIN_KEY } from './auth';
import { copySuiteBuild, spawnApi, spawnPortal, stackEnv, stopGroup, suiteApiPort, suitePort, waitUntilUp } from './stack';

export interface OutageStack {
  url: string;
  apiUrl: string;
  /** Stops the API and listens on its port without ever answering. */
  hangApi: () => Promise<void>;
  /** Ends the hung listener (and its connections) and starts the API again. */
  restoreApi: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startOutageStack(): Promise<OutageStack> {
  const port = suitePort() + 60;
  const apiPort = suiteApiPort() + 60;
  const distDir = copySuiteBuild('outage', port);
  const env = stackEnv(port, apiPort, distDir);
  const options = { env, stdio: 'ignore' as const, detached: true };
  const startApi = () => spawnApi(options);
  let api: ChildProcess = startApi();
  const web = spawnPortal(options);
  let hung: { server: net.Server; sockets: Set<net.Socket> } | null = null;

  const closeHung = async () => {
    if (!hung) return;
    const { server, sockets } = hung;
    hung = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const apiUrl = `http://localhost:${apiPort}`;
  const stack: OutageStack = {
    url: `http://localhost:${port}`,
    apiUrl,
    hangApi: async () => {
      await stopGroup(api);
      const sockets = new Set<net.Socket>();
      const server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      // The portal reaches the API at 127.0.0.1 (INTERNAL_API_BASE's default).
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(apiPort, '127.0.0.1', () => resolve()));
      hung = { server, sockets };
    },
    restoreApi: async () => {
      await closeHung();
      api = startApi();
      await waitUntilUp(`${apiUrl}/admin/stats`, { 'X-Admin-Key': ADMIN_KEY }, [api, web], 90_000);
    },
    stop: async () => {
      await closeHung();
      await Promise.all([stopGroup(web), stopGroup(api)]);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilUp(`${apiUrl}/admin/stats`, { 'X-Admin-Key': ADMIN_KEY }, [api, web], 90_000);
    await waitUntilUp(`${stack.url}/builds/latest.json`, {}, [api, web], 90_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
