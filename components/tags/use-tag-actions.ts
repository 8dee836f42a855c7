'use client';
/** The tag mutations of lib/queries/tags.ts for one event, with a translated toast when one fails (after the rollback). */
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/event/use-error-text';
import { tagMutations, type TagMutationKind } from '@/lib/queries/tag-cache';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { toast } from '@/stores/toast-store';
import { useMutation, useQueryClient } from '@/lib/queries/hooks';

export function useTagActions(userId: string, eventId: string) {
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  const t = useTranslations('tags.failed');
  const errorText = useErrorText();
  const onFailure = (kind: TagMutationKind, error: unknown) => toast({ variant: 'error', title: t(kind), description: errorText(error) });
  const deps = { ctx, queryClient, userId, eventId, onFailure };
  return {
    create: useMutation(tagMutations.create(deps)),
    update: useMutation(tagMutations.update(deps)),
    remove: useMutation(tagMutations.remove(deps)),
  };
}
