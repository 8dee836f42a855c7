import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown event on the stats page: the 404 page with context event (SPEC §8). */
export default function EventStatsNotFound() {
  return <NotFoundView context="event" />;
}
