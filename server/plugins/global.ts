/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app: Fastify's
 * documented 'skip-override' property, which is all fastify-plugin sets (no extra dependency).
 */
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<T extends Record<string, unknown>>(name: string, plugin: FastifyPluginAsync<T>): FastifyPluginAsync<T> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
