export { toastsSlice, toastShown, toastDismissed, toastsPaused, toastsResumed, selectToasts } from './toastsSlice';
export type { Toast, ToastVariant, ToastsState } from './toastsSlice';
export { toastsSaga } from './toastsSaga';
export { Toasts } from './components/Toasts';
export { ToastRegion } from './components/ToastRegion';
