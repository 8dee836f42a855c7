'use client';
/**
 * Cancelling a subscription (SPEC §7 cancel_contract): asked in a dialog first; afterwards the
 * contract stays listed, marked cancelled, with the day its access ends.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/auth/form-field';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/stores/toast-store';
import { cancelContract } from '@/lib/api/commerce';
import type { Contract } from '@/lib/models/commerce';
import { commerceKeys } from '@/lib/queries/commerce';
import { useMutation, useQueryClient } from '@/lib/queries/hooks';
import { useCommerceUser } from './use-commerce';

export function CancelContract({ contract }: { contract: Contract }) {
  const t = useTranslations('commerce.cancel');
  const format = useFormatter();
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const { ctx, userId } = useCommerceUser();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => cancelContract(ctx.api, contract.id),
    onSuccess: async (updated) => {
      setOpen(false);
      toast({ title: t('done', { title: updated.title }) });
      if (userId) await queryClient.invalidateQueries({ queryKey: commerceKeys.user(ctx.tenant.id, userId) });
    },
  });
  const endDate = contract.endDate ? format.dateTime(new Date(contract.endDate), { dateStyle: 'long' }) : null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (mutation.isPending ? undefined : (setOpen(next), mutation.reset()))}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('open', { title: contract.title })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="z-overlay fixed inset-0 bg-black/60" />
        <Dialog.Content className="bg-surface-raised text-fg z-overlay fixed start-1/2 top-1/2 w-[min(92vw,28rem)] -translate-y-1/2 space-y-4 rounded-xl p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold">{t('title', { title: contract.title })}</Dialog.Title>
          <Dialog.Description className="text-fg-muted text-sm">{endDate ? t('explainUntil', { date: endDate }) : t('explain')}</Dialog.Description>
          <FormError message={mutation.isError ? describe(mutation.error) : null} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={mutation.isPending}>
                {t('keep')}
              </Button>
            </Dialog.Close>
            <Button className="bg-danger text-surface-raised" pending={mutation.isPending} onClick={() => mutation.mutate()}>
              {mutation.isPending ? t('pending') : t('confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
