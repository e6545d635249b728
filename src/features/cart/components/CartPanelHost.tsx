import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCartPanelOpen } from '../cartSlice';

// The panel and its dialog library load on the first open, not with every page.
const CartPanel = lazy(() => import(/* webpackChunkName: "cart-panel" */ './CartPanel'));

export function CartPanelHost() {
  const open = useSelector(selectCartPanelOpen);
  // Once loaded the panel stays mounted, so the dialog can run its closing (focus back to the header button).
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
