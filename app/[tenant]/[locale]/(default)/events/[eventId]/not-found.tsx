import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown event, highlight or clip: the 404 page with context event (SPEC §8). */
export default function EventNotFound() {
  return <NotFoundView context="event" />;
}
