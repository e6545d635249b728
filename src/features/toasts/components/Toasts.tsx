import { useDispatch, useSelector } from 'react-redux';
import { selectToasts, toastDismissed, type ToastsState } from '../toastsSlice';
import { ToastRegion } from './ToastRegion';

/** The connected toast region, placed once by the layout. */
export function Toasts() {
  const toasts = useSelector((state: { toasts: ToastsState }) => selectToasts(state));
  const dispatch = useDispatch();
  return <ToastRegion toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />;
}
