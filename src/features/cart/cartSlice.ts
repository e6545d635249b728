import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItemInput } from './cartActions';
import { isUuid } from './cartRules';

/** A cart line (docs/states.md): the date's fields plus its id and quantity. */
export interface CartItem extends CartItemInput {
  /** seminarId, sessionDate, startTime and the time it was added, joined with hyphens (docs/states.md). */
  id: string;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /** Sum of price × quantity (gross cents). */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
  isLoading: boolean;
  cartId: string | null;
  panelOpen: boolean;
  /**
   * Counts the changes the visitor made to the lines (not loading or clearing): storage is written only when it
   * moved, so a refused add writes nothing.
   */
  revision: number;
}

/** An add either puts the date into the cart or is refused, with the reason. */
export type CartAddOutcome =
  { result: 'added'; title: string } | { result: 'invalidSeminarId' } | { result: 'noSeatsLeft'; seatsLeft: number };

const initialState: CartState = {
  items: [],
  total: 0,
  itemCount: 0,
  isLoading: true,
  cartId: null,
  panelOpen: false,
  revision: 0,
};

/** Two lines are the same date when seminar, date, start time and location agree (docs/states.md). */
export function isSameDate(a: CartItemInput, b: CartItemInput): boolean {
  return (
    a.seminarId === b.seminarId &&
    a.sessionDate === b.sessionDate &&
    a.startTime === b.startTime &&
    a.locationName === b.locationName
  );
}

export function cartItemId(item: CartItemInput, addedAt: number): string {
  return [item.seminarId, item.sessionDate, item.startTime, addedAt].join('-');
}

/** total and itemCount always follow from the items. */
function summarize(state: CartState): void {
  state.total = state.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  state.itemCount = state.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** A change by the visitor: the sums follow, and storage has something new to keep. */
function changed(state: CartState): void {
  summarize(state);
  state.revision += 1;
}

/** The booking box adds several seats at once; a date row adds one. */
function seatsToAdd(quantity: number | undefined): number {
  return Math.max(1, Math.floor(quantity ?? 1));
}

/**
 * The rules an add must pass (docs/states.md, docs/errors.md): a UUID seminar id, and a seat left for each one more.
 * The saga asks this before it dispatches `cartItemAdded` (to tell the visitor); the reducer applies the same rule.
 */
export function cartAddOutcome(items: readonly CartItem[], item: CartItemInput, quantity?: number): CartAddOutcome {
  if (!isUuid(item.seminarId)) return { result: 'invalidSeminarId' };
  const existing = items.find((line) => isSameDate(line, item));
  if (item.seatsLeft <= 0 || (existing?.quantity ?? 0) + seatsToAdd(quantity) > item.seatsLeft) {
    return { result: 'noSeatsLeft', seatsLeft: Math.max(item.seatsLeft, 0) };
  }
  return { result: 'added', title: item.title };
}

/** The URL's `cartId` as the page was opened: starts the cart saga (the state changes with `cartLoaded`). */
export const cartStarted = createAction<{ urlCartId: string | null }>('cart/cartStarted');

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** A stored (or new) cart; lines whose seminar id is not a UUID are dropped (docs/states.md). */
    cartLoaded(state, action: PayloadAction<{ cartId: string; items: CartItem[] }>) {
      state.cartId = action.payload.cartId;
      state.items = action.payload.items.filter((item) => isUuid(item.seminarId));
      state.isLoading = false;
      summarize(state);
    },
    /**
     * An identical date raises its quantity by the seats added (1 from a date row), a new date starts at them. Refused,
     * leaving the lines as they are: a seminar id that is not a UUID, or not enough seats left beyond those already in
     * the cart (cartAddOutcome).
     */
    cartItemAdded(state, action: PayloadAction<{ item: CartItemInput; addedAt: number; quantity?: number }>) {
      const { item, addedAt } = action.payload;
      const quantity = seatsToAdd(action.payload.quantity);
      if (cartAddOutcome(state.items, item, quantity).result !== 'added') return;
      const existing = state.items.find((line) => isSameDate(line, item));
      if (existing) {
        existing.seatsLeft = item.seatsLeft;
        existing.quantity += quantity;
      } else {
        state.items.push({ ...item, id: cartItemId(item, addedAt), quantity });
      }
      changed(state);
    },
    /** A waiting-list offer: its seats (held for this person) replace any line of the same date. */
    cartOfferAdded(state, action: PayloadAction<{ item: CartItemInput; quantity: number; addedAt: number }>) {
      const { item, quantity, addedAt } = action.payload;
      state.items = state.items.filter((line) => !isSameDate(line, item));
      state.items.push({ ...item, id: cartItemId(item, addedAt), quantity });
      changed(state);
    },
    /** A quantity of 0 or less removes the line; more than the seats left is capped. */
    cartQuantityChanged(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      const line = state.items.find((item) => item.id === id);
      if (!line) return;
      if (quantity <= 0) state.items = state.items.filter((item) => item.id !== id);
      else line.quantity = Math.min(Math.floor(quantity), Math.max(line.seatsLeft, 1));
      changed(state);
    },
    cartItemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
      changed(state);
    },
    cartClearRequested() {},
    /** The stored cart is gone; a new id and no items. */
    cartCleared(state, action: PayloadAction<string>) {
      state.cartId = action.payload;
      state.items = [];
      summarize(state);
    },
    cartPanelToggled(state, action: PayloadAction<boolean>) {
      state.panelOpen = action.payload;
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartItems: (state) => state.items,
    selectCartTotal: (state) => state.total,
    selectCartItemCount: (state) => state.itemCount,
    selectCartId: (state) => state.cartId,
    selectCartLoading: (state) => state.isLoading,
    selectCartPanelOpen: (state) => state.panelOpen,
    selectCartRevision: (state) => state.revision,
  },
});

export const {
  cartLoaded,
  cartItemAdded,
  cartOfferAdded,
  cartQuantityChanged,
  cartItemRemoved,
  cartClearRequested,
  cartCleared,
  cartPanelToggled,
} = cartSlice.actions;

export const {
  selectCart,
  selectCartItems,
  selectCartTotal,
  selectCartItemCount,
  selectCartId,
  selectCartLoading,
  selectCartPanelOpen,
  selectCartRevision,
} = cartSlice.selectors;
