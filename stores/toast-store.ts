/** Toasts waiting to be shown (SPEC §4, §9: auto-close after their duration, default 4000 ms). */
import { create } from 'zustand';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** A link the toast offers (a kick-off reminder's "Watch"). */
  action?: { label: string; href: string };
}

export const TOAST_DURATION_MS = 4000;

interface ToastState {
  toasts: ToastItem[];
  show: (toast: Omit<ToastItem, 'id' | 'duration' | 'variant'> & Partial<Pick<ToastItem, 'duration' | 'variant'>>) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { variant: 'info', duration: TOAST_DURATION_MS, ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export const toast = (t: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(t);
