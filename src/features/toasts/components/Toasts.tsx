import { useDispatch, useSelector } from 'react-redux';
import { selectToasts, toastDismissed, toastsPaused, toastsResumed } from '../toastsSlice';
import { ToastRegion } from './ToastRegion';

interface ToastsProps {
  /** `inline` inside a modal dialog (see ToastRegion); `hidden` keeps the empty region while a dialog shows them. */
  layout?: 'floating' | 'inline' | 'hidden';
}

/** The connected toast region: placed once by the layout, and inside the cart panel while that is open. */
export function Toasts({ layout = 'floating' }: ToastsProps) {
  const toasts = useSelector(selectToasts);
  const dispatch = useDispatch();
  return (
    <ToastRegion
      toasts={layout === 'hidden' ? [] : toasts}
      layout={layout === 'inline' ? 'inline' : 'floating'}
      onDismiss={(id) => dispatch(toastDismissed(id))}
      onPause={() => dispatch(toastsPaused())}
      onResume={() => dispatch(toastsResumed())}
    />
  );
}
