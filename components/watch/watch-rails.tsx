'use client';
/** Rails under the player: game highlights, player highlights, related videos. An empty rail is left out. */
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { Carousel } from '@/components/event/carousel';
import { EventCard } from '@/components/event/event-card';
import type { EventSummary } from '@/lib/models/event';

export function WatchRail({ id, title, items }: { id: string; title: string; items: EventSummary[] }) {
  if (items.length === 0) return null;
  const headingId = `watch-rail-${id}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <Carousel label={title}>
        {items.map((item) => (
          <EventCard key={`${item.contentType}:${item.id}`} event={item} />
        ))}
      </Carousel>
    </section>
  );
}

export const WatchRails = memo(function WatchRails({
  gameHighlights,
  playerHighlights,
  related,
}: {
  gameHighlights: EventSummary[];
  playerHighlights: EventSummary[];
  related: EventSummary[];
}) {
  const t = useTranslations('watch.rails');
  return (
    <>
      <WatchRail id="game-highlights" title={t('gameHighlights')} items={gameHighlights} />
      <WatchRail id="player-highlights" title={t('playerHighlights')} items={playerHighlights} />
      <WatchRail id="related" title={t('related')} items={related} />
    </>
  );
});
