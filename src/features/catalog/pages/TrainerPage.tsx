import { useState } from 'react';
import { pageNow } from '@/lib/clock';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { EmptyState, ErrorState, LoadingState } from '@/components/States';
import { NotFoundPage } from '@/components/StatusPage';
import { trainerPath } from '@/config/paths';
import { todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSessionsQuery, useTrainerBySlugQuery, useWebinarsQuery } from '../catalogApi';
import type { TrainerRow } from '../catalogTypes';
import { TrainerSessionList, TrainerWebinarList } from '../components/trainers/TrainerSessions';
import { TRAINER_IMAGE } from '../imageSizes';
import { trainerPersonJsonLd } from '../structuredData/person';
import styles from './TrainerPage.module.css';

/** At most this many upcoming seminar dates are listed; the seminar pages show the rest. */
const SESSION_LIMIT = 12;

/** `/trainers/{slug}`: who the trainer is, what they teach, and their next seminar dates and webinars. */
export function TrainerPage() {
  const { slug = '' } = useParams();
  const trainer = useTrainerBySlugQuery(slug, { selectFromResult: renderedQuery });

  if (trainer.isError) {
    return (
      <>
        <PageMeta title="Trainerin oder Trainer" path={trainerPath(slug)} noIndex />
        <ErrorState
          message="Das Profil konnte nicht geladen werden. Bitte versuchen Sie es erneut."
          onRetry={() => void trainer.refetch()}
        />
      </>
    );
  }
  if (trainer.data === undefined) return <LoadingState label="Profil wird geladen …" rows={4} />;
  if (trainer.data === null) return <NotFoundPage />;
  return <TrainerProfile trainer={trainer.data} />;
}

function TrainerProfile({ trainer }: { trainer: TrainerRow }) {
  const [from] = useState(() => ({ day: todayInBerlin(), instant: new Date(pageNow()).toISOString() }));
  const sessions = useSessionsQuery(
    { from: from.day, trainerId: trainer.id, limit: SESSION_LIMIT },
    { selectFromResult: renderedQuery },
  );
  const webinars = useWebinarsQuery({ from: from.instant, trainerId: trainer.id }, { selectFromResult: renderedQuery });
  const description = `${trainer.name} – ${trainer.title}. Profil, Themen und nächste Termine.`;

  return (
    <>
      <PageMeta
        title={`${trainer.name} – Trainerprofil`}
        description={description}
        path={trainerPath(trainer.slug)}
        image={trainer.photo_url ?? undefined}
        type="article"
        jsonLd={trainerPersonJsonLd(trainer)}
      />
      <div className={styles.profile}>
        {trainer.photo_url ? (
          <img
            className={styles.photo}
            src={trainer.photo_url}
            width={TRAINER_IMAGE.width}
            height={TRAINER_IMAGE.height}
            alt={`Illustriertes Porträt von ${trainer.name}`}
            decoding="async"
          />
        ) : null}
        <ScreenIntro eyebrow="Trainerprofil" heading={trainer.name} lead={trainer.title} />
      </div>
      <div className={styles.columns}>
        <section aria-labelledby="trainer-ueber">
          <h2 id="trainer-ueber">Über {trainer.name}</h2>
          <p>{trainer.bio}</p>
        </section>
        <section aria-labelledby="trainer-themen">
          <h2 id="trainer-themen">Themen</h2>
          <ul className={styles.topics}>
            {trainer.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="trainer-seminare" className={styles.section}>
        <h2 id="trainer-seminare">Nächste Seminartermine</h2>
        {sessions.isError ? (
          <ErrorState
            message="Die Seminartermine konnten nicht geladen werden."
            onRetry={() => void sessions.refetch()}
          />
        ) : !sessions.data ? (
          <LoadingState label="Seminartermine werden geladen …" rows={2} />
        ) : sessions.data.length === 0 ? (
          <EmptyState title="Zurzeit sind keine Seminartermine geplant." />
        ) : (
          <TrainerSessionList sessions={sessions.data} />
        )}
      </section>
      <section aria-labelledby="trainer-webinare" className={styles.section}>
        <h2 id="trainer-webinare">Nächste Webinare</h2>
        {webinars.isError ? (
          <ErrorState message="Die Webinare konnten nicht geladen werden." onRetry={() => void webinars.refetch()} />
        ) : !webinars.data ? (
          <LoadingState label="Webinare werden geladen …" rows={2} />
        ) : webinars.data.length === 0 ? (
          <EmptyState title="Zurzeit sind keine Webinare geplant." />
        ) : (
          <TrainerWebinarList webinars={webinars.data} />
        )}
      </section>
    </>
  );
}
