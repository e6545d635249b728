import { Link } from 'react-router-dom';
import { trainerPath } from '@/config/paths';
import { renderedQuery } from '@/lib/api';
import { useTrainersQuery } from '../../catalogApi';
import { DataSection } from '../seminars/DataSection';
import styles from './HomeSections.module.css';

/** The trainers, each linked to their page. */
export function TrainerTeaser() {
  const trainersQuery = useTrainersQuery(undefined, { selectFromResult: renderedQuery });
  const trainers = trainersQuery.data ?? [];
  return (
    <section aria-labelledby="trainer-titel" className={styles.section}>
      <h2 id="trainer-titel">Unsere Trainerinnen und Trainer</h2>
      <DataSection
        isLoading={trainersQuery.isLoading}
        isError={trainersQuery.isError}
        onRetry={() => void trainersQuery.refetch()}
        loadingLabel="Trainerinnen und Trainer werden geladen …"
        errorMessage="Die Trainerinnen und Trainer konnten nicht geladen werden."
        isEmpty={trainers.length === 0}
        emptyTitle="Unser Trainerteam stellt sich bald hier vor."
      >
        <ul className={styles.trainers}>
          {trainers.map((trainer) => (
            <li key={trainer.id} className={styles.trainer}>
              {trainer.photo_url ? (
                <img
                  className={styles.photo}
                  src={trainer.photo_url}
                  alt={`Porträt von ${trainer.name}`}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h3 className={styles.itemTitle}>
                <Link to={trainerPath(trainer.slug)}>{trainer.name}</Link>
              </h3>
              <p className={styles.muted}>{trainer.title}</p>
            </li>
          ))}
        </ul>
      </DataSection>
    </section>
  );
}
