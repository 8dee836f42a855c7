/**
 * The modal host's state (SPEC §4): one current component with its props and an open flag;
 * closing resets it to empty.
 */
import type { ComponentType } from 'react';
import { create } from 'zustand';

interface ModalState {
  component: ComponentType<Record<string, unknown>> | null;
  props: Record<string, unknown>;
  isOpen: boolean;
  open: <P extends object>(component: ComponentType<P>, props: P) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  component: null,
  props: {},
  isOpen: false,
  open: (component, props) =>
    set({ component: component as unknown as ComponentType<Record<string, unknown>>, props: props as Record<string, unknown>, isOpen: true }),
  close: () => set({ component: null, props: {}, isOpen: false }),
}));
