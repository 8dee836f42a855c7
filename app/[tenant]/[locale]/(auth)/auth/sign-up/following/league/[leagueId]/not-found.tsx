import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown league to follow teams in: neither a page nor an event, so the 404 page with context other (SPEC §2, §8). */
export default function SignUpLeagueNotFound() {
  return <NotFoundView context="other" />;
}
