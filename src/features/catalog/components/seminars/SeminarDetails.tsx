import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { trainerPath } from '@/config/paths';
import type { SeminarRow, TrainerSummary } from '../../catalogTypes';
import { agendaBlocks } from './sessionView';
import styles from './SeminarDetails.module.css';
import { trainerHeading } from '../trainers/trainerHeading';

interface SeminarDetailsProps {
  seminar: SeminarRow;
  /** The trainers who teach the dates shown on the page (a seminar row names none itself). */
  trainers: readonly TrainerSummary[];
}

/** Who teaches a seminar, with photo and link to the trainer's page. */
export function TrainerList({ trainers }: { trainers: readonly TrainerSummary[] }) {
  return (
    <ul className={styles.trainers}>
      {trainers.map((trainer) => (
        <li key={trainer.id} className={styles.trainer}>
          {trainer.photo_url ? (
            <img
              src={trainer.photo_url}
              alt={`Porträt von ${trainer.name}`}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className={styles.photo}
            />
          ) : null}
          <span>
            <Link to={trainerPath(trainer.slug)}>{trainer.name}</Link>
            <br />
            <span className={styles.muted}>{trainer.title}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The content of a seminar: description, agenda, goals, audience, duration and trainer (h2 sections). */
export function SeminarDetails({ seminar, trainers }: SeminarDetailsProps) {
  const agenda = agendaBlocks(seminar.agenda);
  return (
    <div className={styles.details}>
      <section aria-labelledby="inhalt-titel" className={styles.wide}>
        <h2 id="inhalt-titel">Worum es geht</h2>
        <p>{seminar.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Dauer</dt>
            <dd>{seminar.duration_label}</dd>
          </div>
          <div>
            <dt>Format</dt>
            <dd>Präsenzseminar in kleiner Gruppe</dd>
          </div>
        </dl>
      </section>
      {agenda.length > 0 ? (
        <section aria-labelledby="ablauf-titel" className={styles.wide}>
          <h2 id="ablauf-titel">Ablauf</h2>
          <div className={styles.agenda}>
            {agenda.map((block) => (
              <div key={block.title} className={styles.block}>
                <h3>{block.title}</h3>
                <ul>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      {seminar.goals.length > 0 ? (
        <section aria-labelledby="ziele-titel">
          <h2 id="ziele-titel">Das lernen Sie</h2>
          <ul className={styles.checks}>
            {seminar.goals.map((goal) => (
              <li key={goal}>
                <CheckCircle2 aria-hidden="true" size={18} />
                {goal}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {seminar.audience.length > 0 ? (
        <section aria-labelledby="zielgruppe-titel">
          <h2 id="zielgruppe-titel">Für wen</h2>
          <ul>
            {seminar.audience.map((who) => (
              <li key={who}>{who}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {trainers.length > 0 ? (
        <section aria-labelledby="trainer-titel">
          <h2 id="trainer-titel">{trainerHeading(trainers.length)}</h2>
          <TrainerList trainers={trainers} />
        </section>
      ) : null}
    </div>
  );
}

/** The distinct trainers of a list of dates, in order of appearance. */
export function trainersOf(sessions: ReadonlyArray<{ trainers: TrainerSummary | null }>): TrainerSummary[] {
  const byId = new Map<string, TrainerSummary>();
  for (const { trainers } of sessions) if (trainers && !byId.has(trainers.id)) byId.set(trainers.id, trainers);
  return [...byId.values()];
}
