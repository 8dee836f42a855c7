import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown category, or a sub-category that is unknown or not inside it: neither a page nor an event, so the 404 page with context other (SPEC §2, §8). */
export default function CategoryNotFound() {
  return <NotFoundView context="other" />;
}
