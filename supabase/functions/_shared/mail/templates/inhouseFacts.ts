import type { InhouseMailData } from '../types';

/** The request's fields as label–value rows (both in-house mails show them). */
export function inhouseFacts({ request }: InhouseMailData): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ['Unternehmen', request.company],
    ['Ansprechpartner', request.contact_name],
    ['E-Mail', request.email],
    ['Telefon', request.phone],
    ['Thema', request.topic],
    ['Teilnehmende', request.participants === null ? null : String(request.participants)],
    ['Wunschzeitraum', request.preferred_period],
    ['Ort', request.location_preference],
    ['Nachricht', request.message],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1].trim() !== '');
}
