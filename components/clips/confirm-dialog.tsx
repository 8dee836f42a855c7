'use client';
/**
 * A yes/no question in the app's modal host (stores/modal-store): the title is the dialog's name,
 * the confirm button runs `onConfirm` and closes. Open it with `confirmAction({...})`. The host sits
 * above the page, outside the messages the page's layout adds, so every text comes from the caller.
 */
import { Button } from '@/components/ui/button';
import { ModalClose, ModalTitle } from '@/components/ui/modal-host';
import { useModalStore } from '@/stores/modal-store';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <div className="space-y-4">
      <ModalTitle className="text-lg font-semibold">{title}</ModalTitle>
      <p className="text-fg-muted text-sm break-words">{text}</p>
      <div className="flex justify-end gap-2">
        <ModalClose asChild>
          <Button variant="outline">{cancelLabel}</Button>
        </ModalClose>
        <Button
          onClick={() => {
            useModalStore.getState().close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

export function confirmAction(props: ConfirmDialogProps): void {
  useModalStore.getState().open(ConfirmDialog, props);
}
