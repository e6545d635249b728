import { useDispatch, useSelector } from 'react-redux';
import { consentChosen, selectConsentBannerOpen, type ConsentState } from '../consentSlice';
import { ConsentBanner } from './ConsentBanner';

/** The connected banner, placed once by the layout. */
export function Consent() {
  const open = useSelector((state: { consent: ConsentState }) => selectConsentBannerOpen(state));
  const dispatch = useDispatch();
  if (!open) return null;
  return (
    <ConsentBanner onAccept={() => dispatch(consentChosen('accepted'))} onReject={() => dispatch(consentChosen('rejected'))} />
  );
}
