/** autocannon ships no type declarations: this is the part of its programmatic API the benches use. */
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each connection goes through these in turn, over and over. */
  requests?: AutocannonRequest[];
  /** Seconds before a request counts as a timeout (default 10). */
  timeout?: number;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}

export interface AutocannonResult {
  /** Per second of the run; total: completed, sent: started. */
  requests: Histogram & { total: number; sent: number };
  /** Milliseconds. */
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;
