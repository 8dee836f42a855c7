/**
 * A TCP load balancer for the scale test, standing in for the one in front of several API
 * processes: each new connection goes to the preferred backend, or, when that one refuses it (its
 * process is gone), to the next that accepts. A connection stays with the backend it reached, as
 * a websocket does behind a real balancer, and ends when that backend goes away.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface Balancer {
  port: number;
  /** Sends new connections to this backend first (an index into the backends). */
  prefer(index: number): void;
  close(): Promise<void>;
}

export async function startBalancer(backends: readonly number[], port: number): Promise<Balancer> {
  let preferred = 0;
  const open = new Set<Socket>();

  function connect(client: Socket, tried: number) {
    if (tried === backends.length) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: backends[(preferred + tried) % backends.length]! });
    let connected = false;
    upstream.on('error', () => {
      // Refused: try the next backend. Once connected, an error ends both sides (below).
      if (!connected) connect(client, tried + 1);
    });
    upstream.once('connect', () => {
      connected = true;
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        client.destroy();
      });
      client.once('close', () => upstream.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  }

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    connect(client, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    prefer(index) {
      preferred = index;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
