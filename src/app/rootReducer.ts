import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import type { LazyLoadedSlices } from '@/lib/featureHost';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { consentSlice } from '@/features/consent';
import { toastsSlice } from '@/features/toasts';

/**
 * Slices present from the start. Features loaded on demand (the chat assistant) inject theirs with
 * `rootReducer.inject(slice)`; their state types are declared through `LazyLoadedSlices` (lib/featureHost).
 */
export const rootReducer = combineSlices(
  authSlice,
  cartSlice,
  consentSlice,
  toastsSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
