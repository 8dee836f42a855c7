'use client';
/** Renders the modal store's current component inside an accessible dialog (focus trap, Escape, overlay). */
import * as Dialog from '@radix-ui/react-dialog';
import { useModalStore } from '@/stores/modal-store';
import { useReturnFocus } from './use-return-focus';

export function ModalHost() {
  const { component: Component, props, isOpen, close } = useModalStore();
  const open = isOpen && Component !== null;
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="z-overlay fixed inset-0 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="bg-surface-raised text-fg z-overlay fixed start-1/2 top-1/2 w-[min(92vw,32rem)] -translate-y-1/2 rounded-xl p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          {Component && <Component {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Title and close button for content shown in the modal host. */
export const ModalTitle = Dialog.Title;
export const ModalClose = Dialog.Close;
