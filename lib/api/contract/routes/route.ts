/** What a route of the table is (routes/index.ts), and how its path is filled in. */
import type * as z from '../zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** 'required': a bearer token; 'optional': answers differ for signed-in users; 'none': never sent. */
  auth: 'required' | 'optional' | 'none';
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** null: 204 No Content. */
  answer: z.ZodMiniType | null;
  /** A call beyond SPEC §7 (docs/fan-features.md): the OpenAPI document tags it 'extension'. */
  extension?: true;
}

export const route = <R extends ApiRoute>(r: R) => r;

/** '/api/event/get_by_id/id/:id' + { id: 'ev 1' } → '/api/event/get_by_id/id/ev%201'. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
