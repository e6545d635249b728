import { useState } from 'react';
import { pageNow } from '@/lib/clock';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { ErrorState, LoadingState } from '@/components/States';
import { NotFoundPage } from '@/components/StatusPage';
import { paths, webinarPath } from '@/config/paths';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useWebinarBySlugQuery } from '../catalogApi';
import { CATEGORY_NAMES, type WebinarWithTrainer } from '../catalogTypes';
import { AddToCartButton } from '../components/AddToCartButton';
import { PriceTag } from '../components/PriceTag';
import { SeatsBadge } from '../components/SeatsBadge';
import { TrainerTeaser } from '../components/trainers/TrainerTeaser';
import { trainerHeading } from '../components/trainers/trainerHeading';
import { isSecondBrand } from '../components/webinars/brands';
import {
  berlinTimeOf,
  formatDuration,
  ONLINE_LOCATION,
  webinarCartItem,
  webinarEndsAt,
  webinarPageTitle,
  webinarSeatsLeft,
} from '../components/webinars/webinarView';
import { WEBINAR_IMAGE } from '../imageSizes';
import { breadcrumbListJsonLd } from '../structuredData/breadcrumbs';
import { webinarEventJsonLd } from '../structuredData/event';
import styles from './WebinarPage.module.css';

/** `/webinar/{slug}`: what the webinar covers, when (Berlin time), who teaches, the price, and booking it online. */
export function WebinarPage() {
  const { slug = '' } = useParams();
  const webinar = useWebinarBySlugQuery(slug, { selectFromResult: renderedQuery });

  if (webinar.isError) {
    return (
      <>
        <PageMeta title="Webinar" path={webinarPath(slug)} noIndex />
        <ErrorState
          message="Das Webinar konnte nicht geladen werden. Bitte versuchen Sie es erneut."
          onRetry={() => void webinar.refetch()}
        />
      </>
    );
  }
  if (webinar.data === undefined) return <LoadingState label="Webinar wird geladen …" rows={4} />;
  if (webinar.data === null) return <NotFoundPage />;
  return <WebinarDetails webinar={webinar.data} />;
}

function WebinarDetails({ webinar }: { webinar: WebinarWithTrainer }) {
  // Read once: whether the webinar is still ahead decides if it can be booked.
  const [openedAt] = useState(() => pageNow());
  const secondBrand = isSecondBrand(webinar.brand);
  const seatsLeft = webinarSeatsLeft(webinar);
  const past = new Date(webinar.starts_at).getTime() <= openedAt;
  const cancelled = webinar.status === 'cancelled';
  const date = formatInstantDate(webinar.starts_at);
  const timeRange = `${berlinTimeOf(webinar.starts_at)}–${formatInstantTime(webinarEndsAt(webinar))}`;
  // One list for the visible trail and its BreadcrumbList, so the two never differ.
  const crumbs = [
    { name: 'Startseite', path: paths.home },
    { name: 'Alle Webinare', path: paths.webinars },
    { name: webinar.title, path: webinarPath(webinar.slug) },
  ];

  return (
    <>
      <PageMeta
        title={webinarPageTitle(webinar)}
        description={webinar.summary}
        path={webinarPath(webinar.slug)}
        image={webinar.image_url ?? undefined}
        jsonLd={[webinarEventJsonLd(webinar), breadcrumbListJsonLd(crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <ScreenIntro
        eyebrow={`${secondBrand ? webinar.brand : 'Live-Webinar'} · ${CATEGORY_NAMES[webinar.category]}`}
        heading={webinar.title}
        lead={webinar.summary}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {webinar.image_url ? (
            <img
              className={styles.image}
              src={webinar.image_url}
              width={WEBINAR_IMAGE.width}
              height={WEBINAR_IMAGE.height}
              alt=""
              decoding="async"
            />
          ) : null}
          <section aria-labelledby="webinar-inhalt">
            <h2 id="webinar-inhalt">Worum es geht</h2>
            <p>{webinar.description}</p>
            {secondBrand ? (
              <p>
                Dieses Webinar gehört zur Reihe <strong>{webinar.brand}</strong> – Praxis mit KI, live am Bildschirm und
                zum Mitmachen.
              </p>
            ) : null}
          </section>
          {webinar.trainers ? (
            <section aria-labelledby="webinar-trainer">
              <h2 id="webinar-trainer">{trainerHeading(1)}</h2>
              <TrainerTeaser trainer={webinar.trainers} />
            </section>
          ) : null}
        </div>
        <aside className={styles.booking} aria-labelledby="webinar-termin">
          <h2 id="webinar-termin">Termin und Buchung</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Datum</dt>
              <dd>{date}</dd>
            </div>
            <div>
              <dt>Uhrzeit</dt>
              <dd>{timeRange}</dd>
            </div>
            <div>
              <dt>Dauer</dt>
              <dd>{formatDuration(webinar.duration_minutes)}</dd>
            </div>
            <div>
              <dt>Ort</dt>
              <dd>{ONLINE_LOCATION} (Live-Webinar)</dd>
            </div>
          </dl>
          <PriceTag netCents={webinar.price_net_cents} vatRate={webinar.vat_rate} />
          {cancelled ? (
            <p className={styles.notice}>Dieses Webinar wurde abgesagt.</p>
          ) : past ? (
            <p className={styles.notice}>Dieses Webinar hat bereits stattgefunden.</p>
          ) : (
            <>
              <p>
                <SeatsBadge seatsLeft={seatsLeft} />
              </p>
              <AddToCartButton item={webinarCartItem(webinar)} description={`${webinar.title}, ${date}`} />
              <p className={styles.hint}>Den Zugangslink erhalten Sie nach der Buchung per E-Mail.</p>
            </>
          )}
        </aside>
      </div>
    </>
  );
}
