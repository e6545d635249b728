import { Link } from 'react-router-dom';
import { trainerPath, webinarPath } from '@/config/paths';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { CATEGORY_NAMES, type WebinarWithTrainer } from '../../catalogTypes';
import { WEBINAR_IMAGE } from '../../imageSizes';
import { PriceTag } from '../PriceTag';
import { SeatsBadge } from '../SeatsBadge';
import { BrandBadge } from './BrandBadge';
import { isSecondBrand } from './brands';
import { formatDuration, webinarSeatsLeft } from './webinarView';
import styles from './WebinarCard.module.css';

interface WebinarCardProps {
  webinar: WebinarWithTrainer;
  /** The first card may be in view on load; the others wait until they are scrolled near (docs/quality.md). */
  eager?: boolean;
}

/** One upcoming webinar in a list: when (Berlin time), how long, who, what it costs and how many seats are left. */
export function WebinarCard({ webinar, eager = false }: WebinarCardProps) {
  const headingId = `webinar-${webinar.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {webinar.image_url ? (
        <img
          className={styles.image}
          src={webinar.image_url}
          width={WEBINAR_IMAGE.width}
          height={WEBINAR_IMAGE.height}
          // Decorative: the category and brand are in the text beside it.
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.category}>{CATEGORY_NAMES[webinar.category]}</p>
        {isSecondBrand(webinar.brand) ? <BrandBadge brand={webinar.brand} /> : null}
        <h2 id={headingId} className={styles.title}>
          <Link to={webinarPath(webinar.slug)}>{webinar.title}</Link>
        </h2>
        <p className={styles.summary}>{webinar.summary}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Datum</dt>
            <dd>{formatInstantDate(webinar.starts_at)}</dd>
          </div>
          <div>
            <dt>Uhrzeit</dt>
            <dd>{formatInstantTime(webinar.starts_at)}</dd>
          </div>
          <div>
            <dt>Dauer</dt>
            <dd>{formatDuration(webinar.duration_minutes)}</dd>
          </div>
          {webinar.trainers ? (
            <div>
              <dt>Trainer/in</dt>
              <dd>
                <Link to={trainerPath(webinar.trainers.slug)}>{webinar.trainers.name}</Link>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.footer}>
          <PriceTag netCents={webinar.price_net_cents} vatRate={webinar.vat_rate} />
          <SeatsBadge seatsLeft={webinarSeatsLeft(webinar)} />
        </div>
      </div>
    </article>
  );
}
