import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown category to follow sub-categories in: neither a page nor an event, so the 404 page with context other (SPEC §2, §8). */
export default function SignUpCategoryNotFound() {
  return <NotFoundView context="other" />;
}
