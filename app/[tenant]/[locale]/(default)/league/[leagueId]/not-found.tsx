import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown league: neither a page nor an event, so the 404 page with context other (SPEC §2, §8). */
export default function LeagueNotFound() {
  return <NotFoundView context="other" />;
}
