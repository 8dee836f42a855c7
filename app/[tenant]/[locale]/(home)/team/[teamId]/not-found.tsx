import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown team (a tenant without team pages gets the page context from the proxy): neither a page nor an event, so the 404 page with context other (SPEC §2, §8). */
export default function TeamNotFound() {
  return <NotFoundView context="other" />;
}
