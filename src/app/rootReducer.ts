import { combineSlices } from '@reduxjs/toolkit';
import type { LazyLoadedSlices } from '@/lib/featureHost';
import { api } from '@/lib/api';
import { authSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { consentSlice } from '@/features/consent';
import { toastsSlice } from '@/features/toasts';

/**
 * Slices present from the start, RTK Query's `api` among them. The slices of features loaded on demand (checkout,
 * chat) are injected when their chunks load (`rootReducer.inject`); their state types are declared through
 * `LazyLoadedSlices` (lib/featureHost).
 */
export const rootReducer = combineSlices(authSlice, cartSlice, consentSlice, toastsSlice, api).withLazyLoadedSlices<
  LazyLoadedSlices
>();

export type RootState = ReturnType<typeof rootReducer>;
