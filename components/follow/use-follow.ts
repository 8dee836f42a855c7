'use client';
/**
 * Follow and unfollow (SPEC §7 follow/save, follow/remove_by_reference): the session store's
 * followed items change at once and roll back with a translated toast when the API refuses.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api/browser';
import type { FollowItem, FollowType } from '@/lib/models/session';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { useErrorText } from '@/components/event/use-error-text';

export interface FollowTarget {
  id: string;
  title: string;
  type: FollowType;
}

export function useFollow(target: FollowTarget) {
  const api = useApi();
  const t = useTranslations('follow');
  const errorText = useErrorText();
  const following = useSessionStore((s) => target.id in s.followed);
  const [pending, setPending] = useState(false);

  async function toggle() {
    const before = useSessionStore.getState().followed;
    const wasFollowing = target.id in before;
    const optimistic: FollowItem = { id: target.id, title: target.title, type: target.type, identitiesId: [target.id] };
    const others = Object.values(before).filter((i) => i.id !== target.id);
    useSessionStore.getState().setFollowed(wasFollowing ? others : [...others, optimistic]);
    setPending(true);
    try {
      const { follow, unfollow } = await import('@/lib/api/follows');
      if (wasFollowing) {
        await unfollow(api, target.id);
      } else {
        const saved = await follow(api, target);
        const now = Object.values(useSessionStore.getState().followed).filter((i) => i.id !== target.id);
        useSessionStore.getState().setFollowed([...now, saved]);
      }
    } catch (error) {
      useSessionStore.getState().setFollowed(Object.values(before));
      toast({
        variant: 'error',
        title: wasFollowing ? t('unfollowFailed', { name: target.title }) : t('followFailed', { name: target.title }),
        description: errorText(error),
      });
    } finally {
      setPending(false);
    }
  }

  return { following, pending, toggle };
}
