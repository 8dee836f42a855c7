/**
 * A second portal + reference API whose access tokens live a few seconds, for the token-refresh
 * specs only: the rest of the suite keeps its one-hour tokens. It runs a copy of the suite's
 * production build — a copy, because the page cache lives in the build folder and its pages name
 * this stack's API port (the suite's portal would otherwise serve them) — and gets its own ports
 * (suite ports + 50) and database. The processes are started in their own process groups and
 * stopped by those groups' ids.
 */
import { rmSync } from 'node:fs';
import { ADMIN_KEY } from './auth';
import { copySuiteBuild, spawnApi, spawnPortal, stackEnv, stopGroup, suiteApiPort, suitePort, waitUntilUp } from './stack';

export interface ShortTokenStack {
  url: string;
  apiUrl: string;
  stop: () => Promise<void>;
}

export async function startShortTokenStack(ttlSeconds: number): Promise<ShortTokenStack> {
  const port = suitePort() + 50;
  const apiPort = suiteApiPort() + 50;
  const distDir = copySuiteBuild('short', port);
  const env = stackEnv(port, apiPort, distDir, { ACCESS_TOKEN_TTL: String(ttlSeconds) });
  const options = { env, stdio: 'ignore' as const, detached: true };
  const api = spawnApi(options);
  const web = spawnPortal(options);
  const stack = {
    url: `http://localhost:${port}`,
    apiUrl: `http://localhost:${apiPort}`,
    stop: async () => {
      await Promise.all([stopGroup(web), stopGroup(api)]);
      rmSync(distDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilUp(`${stack.apiUrl}/admin/stats`, { 'X-Admin-Key': ADMIN_KEY }, [api, web], 90_000);
    await waitUntilUp(`${stack.url}/builds/latest.json`, {}, [api, web], 90_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
