import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { injectCheckout } from '../injectCheckout';

/** Loads the checkout's slice and saga into the store (they live in the checkout chunk); call before dispatching. */
export function useInjectedCheckout() {
  const store = useStore();
  useEffect(() => {
    injectCheckout(store);
  }, [store]);
}
