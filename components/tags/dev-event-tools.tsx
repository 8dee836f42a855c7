'use client';
/**
 * /dev-ad-test/?event={id}: the tag panel, clip editor and the user's clips of that event around the
 * test player, so tags and clips can be tried (and tested end to end) on any event while the
 * event page is built. Also starts the realtime bridge, which the bare layout has no header for.
 */
import type { RefObject } from 'react';
import { ClipEditor } from '@/components/clips/clip-editor';
import { UserClipList } from '@/components/clips/user-clip-list';
import { RealtimeBridge } from '@/components/event/realtime-bridge';
import type { PlayerHandle } from '@/components/player/types';
import type { ClipRange } from '@/lib/player/markers';
import { eventQueries } from '@/lib/queries/events';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { useQuery } from '@/lib/queries/hooks';
import { TagPanel } from './tag-panel';

export interface DevEventToolsProps {
  eventId: string;
  player: RefObject<PlayerHandle | null>;
  clip: ClipRange;
  onClipChange: (clip: ClipRange) => void;
}

export function DevEventTools({ eventId, player, clip, onClipChange }: DevEventToolsProps) {
  const event = useQuery(eventQueries.detail(useQueryContext(), eventId)).data;
  const teams = [event?.team1, event?.team2].flatMap((team) => (team ? [{ id: team.id, name: team.name, color: team.color }] : []));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RealtimeBridge />
      <TagPanel eventId={eventId} eventStatus={event?.eventStatus ?? 'vod'} teams={teams} player={player} />
      <div className="space-y-6">
        <ClipEditor eventId={eventId} range={clip} onRangeChange={onClipChange} player={player} />
        <UserClipList eventId={eventId} />
      </div>
    </div>
  );
}
