'use client';
/**
 * The toast viewport and the modal host, loaded on first use: Radix Toast and Dialog (with their
 * focus trap and scroll lock) stay out of every page's first load. Each host mounts the first time
 * its store has something to show and stays mounted; well after load (10 s, then idle) both chunks
 * are fetched ahead, so a first toast or dialog does not wait for the network, and the fetch stays
 * clear of the page's start-up work. Callers are unchanged: they
 * still use `toast()` and `useModalStore().open()`.
 */
import { useEffect, useState } from 'react';
import { useModalStore } from '@/stores/modal-store';
import { useToastStore } from '@/stores/toast-store';
import { afterLoadAndIdle } from '@/lib/after-load';
import { lazyLeaf } from '@/lib/lazy-leaf';

const loadToaster = () => import('@/components/ui/toast');
const loadModalHost = () => import('@/components/ui/modal-host');

const Toaster = lazyLeaf(() => loadToaster().then((m) => m.Toaster));
const ModalHost = lazyLeaf(() => loadModalHost().then((m) => m.ModalHost));

/** true from the first time `active` is true on. */
function useLatch(active: boolean): boolean {
  const [latched, setLatched] = useState(active);
  if (active && !latched) setLatched(true);
  return latched || active;
}

export function LazyHosts() {
  const hasToast = useLatch(useToastStore((s) => s.toasts.length > 0));
  const hasModal = useLatch(useModalStore((s) => s.isOpen));
  useEffect(
    () =>
      afterLoadAndIdle(() => {
        void loadToaster();
        void loadModalHost();
      }, 10_000),
    [],
  );
  return (
    <>
      {hasModal && <ModalHost />}
      {hasToast && <Toaster />}
    </>
  );
}
