import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { LoadingState } from '@/components/States';
import { paths } from '@/config/paths';
import { checkoutUrl, selectCartId, selectCartLoading, waitlistOfferAccepted } from '@/features/cart';
import { isApiError } from '@/lib/api';
import { formatDate, formatInstantDate, formatInstantTime } from '@/lib/format';
import { offerCartItem } from '../offerCartItem';
import { useWaitlistDatesQuery, useWaitlistOfferQuery } from '../waitlistApi';
import styles from '../components/Waitlist.module.css';

/** `Platz jetzt buchen`: shows the held seats and puts them, with the offer token, into the cart and checkout. */
export function WaitlistOfferPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const cartId = useSelector(selectCartId);
  const cartLoading = useSelector(selectCartLoading);
  const offer = useWaitlistOfferQuery(token, { skip: token === '' });
  const dates = useWaitlistDatesQuery(
    {
      sessionIds: offer.data?.session_id ? [offer.data.session_id] : [],
      webinarIds: offer.data?.webinar_id ? [offer.data.webinar_id] : [],
    },
    { skip: !offer.data },
  );
  const date = dates.data?.[0];
  const failure =
    token === ''
      ? 'Der Link ist unvollständig.'
      : isApiError(offer.error)
        ? offer.error.message
        : isApiError(dates.error)
          ? dates.error.message
          : null;

  const book = () => {
    if (!offer.data || !date || !cartId) return;
    dispatch(waitlistOfferAccepted({ item: offerCartItem(offer.data, date, token), quantity: offer.data.seats }));
    void navigate(checkoutUrl(cartId));
  };

  return (
    <>
      <PageMeta title="Platz jetzt buchen" description="Ihr Platz von der Warteliste" path={paths.waitlistOffer} noIndex />
      <ScreenIntro heading="Platz jetzt buchen" lead="Ein Platz von der Warteliste ist für Sie reserviert." />
      <div className={styles.form}>
        {failure ? (
          <FormAlert>{failure}</FormAlert>
        ) : offer.data && date ? (
          <>
            <p className={styles.entryTitle}>{date.title}</p>
            <p className={styles.entryMeta}>
              {formatDate(date.startDate)}, {date.startTime} Uhr · {date.city ?? date.locationName}
            </p>
            <p>
              {offer.data.seats === 1 ? '1 Platz ist' : `${String(offer.data.seats)} Plätze sind`} für Sie reserviert
              bis {formatInstantDate(offer.data.offer_expires_at ?? '')},{' '}
              {formatInstantTime(offer.data.offer_expires_at ?? '')}.
            </p>
            <div className={styles.actions}>
              <Button onClick={book} pending={cartLoading}>
                Weiter zur Buchung
              </Button>
            </div>
          </>
        ) : (
          <LoadingState label="Ihr Platzangebot wird geladen …" rows={2} />
        )}
        <p>
          <Link to={paths.home}>Zu den Seminaren</Link>
        </p>
      </div>
    </>
  );
}
