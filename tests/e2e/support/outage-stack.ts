/**
 * A portal + reference API pair whose API can be taken away, for the outage spec: it can stop the
 * API, put a TCP server in its place that accepts connections and never answers (a hung API), and
 * start the API again. A stack of stack.ts on the suite ports + 60.
 */
import net from 'node:net';
import { startStack, type Stack } from './stack';

export interface OutageStack extends Stack {
  /** Stops the API and listens on its port without ever answering. */
  hangApi: () => Promise<void>;
  /** Ends the hung listener (and its connections) and starts the API again. */
  restoreApi: () => Promise<void>;
}

/**
 * Listens on the API's port once the stopped API has let it go. The API's process group is stopped
 * when tsx's own process has exited, and the server it started may close its port a moment later:
 * listening at once failed with EADDRINUSE in a clean clone.
 */
async function listenWhenFree(server: net.Server, port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      // The portal reaches the API at 127.0.0.1 (INTERNAL_API_BASE's default).
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject).listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startOutageStack(): Promise<OutageStack> {
  const stack = await startStack('outage', 60);
  let hung: { server: net.Server; sockets: Set<net.Socket> } | null = null;
  const closeHung = async () => {
    if (!hung) return;
    const { server, sockets } = hung;
    hung = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    ...stack,
    hangApi: async () => {
      await stack.stopApi();
      const sockets = new Set<net.Socket>();
      const server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await listenWhenFree(server, stack.apiPort);
      hung = { server, sockets };
    },
    restoreApi: async () => {
      await closeHung();
      await stack.startApi();
    },
    stop: async () => {
      await closeHung();
      await stack.stop();
    },
  };
}
