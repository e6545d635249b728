import { trainerPath } from '@/config/paths';
import { site } from '@/config/site';
import type { TrainerRow } from '../catalogTypes';
import { absoluteUrl, organizerJsonLd } from './common';

/** A trainer as a schema.org `Person`: name, role, photo, topics, working for the academy. */
export function trainerPersonJsonLd(trainer: TrainerRow) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: trainer.name,
    jobTitle: trainer.title,
    description: trainer.bio,
    url: absoluteUrl(trainerPath(trainer.slug)),
    ...(trainer.photo_url ? { image: absoluteUrl(trainer.photo_url) } : {}),
    knowsAbout: trainer.topics,
    worksFor: organizerJsonLd(site.name),
    ...(trainer.linkedin_url ? { sameAs: [trainer.linkedin_url] } : {}),
  };
}
