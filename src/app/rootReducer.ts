import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { consentSlice } from '@/features/consent';
import { toastsSlice } from '@/features/toasts';

/**
 * Slices present from the start. Features loaded on demand (the chat assistant) inject theirs with
 * `rootReducer.inject(slice)`; their state types are declared through `LazyLoadedSlices`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by lazily loaded features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  cartSlice,
  consentSlice,
  toastsSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
