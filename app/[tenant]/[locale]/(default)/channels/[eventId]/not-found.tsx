import { NotFoundView } from '@/components/layout/not-found-view';

/** An unknown id, or an item that is not a channel: the 404 page with context event (SPEC §8). */
export default function ChannelNotFound() {
  return <NotFoundView context="event" />;
}
