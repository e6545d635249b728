import { Link } from 'react-router-dom';
import { trainerPath } from '@/config/paths';
import type { TrainerSummary } from '../../catalogTypes';
import { TRAINER_IMAGE } from '../../imageSizes';
import styles from './TrainerTeaser.module.css';

/** Who teaches: photo, name (linking to the profile) and role. */
export function TrainerTeaser({ trainer, headingLevel = 3 }: { trainer: TrainerSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.teaser}>
      {trainer.photo_url ? (
        <img
          className={styles.photo}
          src={trainer.photo_url}
          width={TRAINER_IMAGE.width}
          height={TRAINER_IMAGE.height}
          // The name follows right beside it; the avatar adds nothing a screen reader needs.
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div>
        <Heading className={styles.name}>
          <Link to={trainerPath(trainer.slug)}>{trainer.name}</Link>
        </Heading>
        <p className={styles.role}>{trainer.title}</p>
      </div>
    </div>
  );
}
