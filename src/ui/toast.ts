import { create } from 'zustand';

/** Short messages at the bottom of the screen (failed calls, confirmations). One at a time, newest wins. */
export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'error';
  /** A way out of what the toast says, e.g. "Deposit" after a refusal for balance (SPEC §8). */
  action?: ToastAction | undefined;
}

export interface ToastAction {
  label: string;
  /** An in-app path. */
  to: string;
}

interface ToastState {
  current: Toast | null;
  show(text: string, kind?: Toast['kind'], action?: ToastAction): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToast = create<ToastState>((set, get) => ({
  current: null,
  show(text, kind = 'info', action) {
    // The same failure from several parallel calls shows once, not as a flicker of identical toasts.
    if (get().current?.text === text) return;
    set({ current: { id: nextId++, text, kind, action } });
  },
  dismiss(id) {
    if (get().current?.id === id) set({ current: null });
  },
}));

export const showToast = (text: string, kind?: Toast['kind'], action?: ToastAction) =>
  useToast.getState().show(text, kind, action);
