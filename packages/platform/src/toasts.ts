import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; 5000 by default. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast is visible at a time: a new one replaces the current. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  toasts: Toast[];
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    set((state) => ({
      toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Raises a toast from anywhere: shell or remote. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
