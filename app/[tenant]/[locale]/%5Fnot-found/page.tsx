import { notFound } from 'next/navigation';

/**
 * Where the proxy sends a path it already knows is not found (`/_not-found/`, SPEC §2's 404 page).
 * A route of its own rather than the catch-all: Next matches the visitor's original path against
 * the route that serves a rewrite, and the catch-all would match a path of three or more segments
 * and fail to decode a malformed one (a plain-text 500 instead of this page).
 */
export default function KnownNotFound() {
  notFound();
}
