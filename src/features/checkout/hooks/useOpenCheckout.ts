import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { checkoutOpened, selectCheckoutState } from '../checkoutSlice';
import { useInjectedCheckout } from './useInjectedCheckout';

/** The checkout page's lifecycle: a fresh start when it opens, the success page once an invoice booking went through. */
export function useOpenCheckout() {
  useInjectedCheckout();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { bookedId } = useSelector(selectCheckoutState);
  useEffect(() => {
    dispatch(checkoutOpened());
  }, [dispatch]);
  useEffect(() => {
    if (bookedId) void navigate(`${paths.checkoutSuccess}?booking=${encodeURIComponent(bookedId)}`);
  }, [bookedId, navigate]);
}
