import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Clock } from 'lucide-react';
import type { PriceTerms } from '@/lib/pricing';
import { CATEGORY_NAMES, type SeminarSummary } from '../../catalogTypes';
import { DiscountedPriceTag } from '../DiscountedPriceTag';
import { SeminarImage } from './SeminarImage';
import styles from './SeminarCard.module.css';

interface SeminarCardProps {
  seminar: SeminarSummary;
  /** Where the title links to (the seminar in a city, or all its locations). */
  to: string;
  /** Its discount terms; the list reads them for all its cards (`useDiscountTerms`). */
  terms: PriceTerms;
  headingLevel?: 2 | 3;
  /** Extra content under the summary, e.g. the next dates. */
  children?: ReactNode;
}

/** A seminar in a list: picture, topic, title (the link), summary, duration and price. */
export function SeminarCard({ seminar, to, terms, headingLevel = 3, children }: SeminarCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <SeminarImage src={seminar.image_url} alt={`Symbolbild zum Seminar „${seminar.title}“`} />
      <div className={styles.body}>
        <p className={styles.topic}>{CATEGORY_NAMES[seminar.category]}</p>
        <Heading className={styles.title}>
          <Link to={to}>{seminar.title}</Link>
        </Heading>
        <p className={styles.summary}>{seminar.summary}</p>
        <p className={styles.duration}>
          <Clock aria-hidden="true" size={16} />
          {seminar.duration_label}
        </p>
        <DiscountedPriceTag netCents={seminar.price_net_cents} vatRate={seminar.vat_rate} terms={terms} />
        {children}
      </div>
    </article>
  );
}
