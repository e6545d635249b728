export {
  deleteAllCarts,
  deleteCart,
  deleteExpiredCarts,
  loadCart,
  newestUnexpiredCart,
  resetCartStorageForTests,
  saveCart,
} from './cartStorage';
export { closeCartDatabase, openCartDatabase } from './cartDatabase';
export type { StoredCart } from './cartDatabase';
