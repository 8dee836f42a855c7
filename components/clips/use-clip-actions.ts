'use client';
/** The clip mutations of lib/queries/clips.ts with a translated toast when one fails (after the rollback). */
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/event/use-error-text';
import { clipMutations, type ClipMutationKind } from '@/lib/queries/clips';
import { useQueryContext } from '@/lib/queries/use-query-context';
import { toast } from '@/stores/toast-store';
import { useMutation, useQueryClient } from '@/lib/queries/hooks';

export function useClipActions(userId: string) {
  const ctx = useQueryContext();
  const queryClient = useQueryClient();
  const t = useTranslations('clips.failed');
  const errorText = useErrorText();
  const onFailure = (kind: ClipMutationKind, error: unknown) => toast({ variant: 'error', title: t(kind), description: errorText(error) });
  const deps = { ctx, queryClient, userId, onFailure };
  return {
    create: useMutation(clipMutations.create(deps)),
    rename: useMutation(clipMutations.rename(deps)),
    remove: useMutation(clipMutations.delete(deps)),
  };
}
