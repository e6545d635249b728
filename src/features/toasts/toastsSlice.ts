import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '@/config/constants';

export type ToastVariant = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** The title's language when it is not German (e.g. a fixed English text), for screen readers. */
  lang?: string;
}

export interface ToastsState {
  /** Oldest first; never more than TOAST_LIMIT (docs/constants.md: 3 shown at a time). */
  items: Toast[];
  /** While the reader points at or focuses the toasts, none of them runs out (WCAG 2.2.1). */
  paused: boolean;
}

const initialState: ToastsState = { items: [], paused: false };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        // A new toast pushes the oldest out rather than waiting: the newest news matters most.
        if (state.items.length > TOAST_LIMIT) state.items.splice(0, state.items.length - TOAST_LIMIT);
      },
      prepare(toast: { title: string; description?: string; variant?: ToastVariant; lang?: string }) {
        return { payload: { id: nanoid(), variant: 'info' as ToastVariant, ...toast } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
      // The last one closed under the pointer: no leave event follows, so nothing may stay paused.
      if (state.items.length === 0) state.paused = false;
    },
    toastsPaused(state) {
      state.paused = true;
    },
    toastsResumed(state) {
      state.paused = false;
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
    selectToastsPaused: (state) => state.paused,
  },
});

export const { toastShown, toastDismissed, toastsPaused, toastsResumed } = toastsSlice.actions;
export const { selectToasts, selectToastsPaused } = toastsSlice.selectors;
