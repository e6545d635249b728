import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { InhouseRequestRow } from './types';

export function buildInhouseRequests(dates: SeedDates): InhouseRequestRow[] {
  const rows: Array<Omit<InhouseRequestRow, 'id' | 'created_at' | 'updated_at'> & { dayOffset: number }> = [
    {
      company: 'Stadtwerke Musterstadt GmbH',
      contact_name: 'Claudia Fischer',
      email: 'c.fischer@stadtwerke-musterstadt.test',
      phone: '+49 341 1112233',
      topic: 'Social-Media-Marketing',
      participants: 12,
      preferred_period: 'Frühjahr, bevorzugt dienstags oder mittwochs',
      location_preference: 'Bei uns vor Ort in Leipzig',
      message: 'Wir möchten unser Kommunikationsteam für LinkedIn und Instagram schulen. Bitte um ein Angebot.',
      privacy_consent: true,
      status: 'new',
      dayOffset: -2,
    },
    {
      company: 'Maschinenbau Kraus AG',
      contact_name: 'Dr. Stefan Kraus',
      email: 'stefan.kraus@kraus-maschinenbau.test',
      phone: '+49 711 4445566',
      topic: 'KI im Marketing',
      participants: 8,
      preferred_period: 'Innerhalb der nächsten drei Monate',
      location_preference: 'Stuttgart',
      message: 'Interesse an einem eintägigen Workshop zu ChatGPT für Marketing und Vertrieb.',
      privacy_consent: true,
      status: 'in_progress',
      dayOffset: -9,
    },
    {
      company: 'Hansekontor Versicherungsmakler',
      contact_name: 'Birte Jansen',
      email: 'b.jansen@hansekontor.test',
      phone: null,
      topic: 'Google Analytics 4',
      participants: 5,
      preferred_period: 'Flexibel',
      location_preference: 'Online',
      message: null,
      privacy_consent: true,
      status: 'done',
      dayOffset: -40,
    },
  ];
  return rows.map(({ dayOffset, ...row }, i) => ({
    id: seedId('inhouseRequest', i + 1),
    ...row,
    created_at: dates.instant(dayOffset, '08:45'),
    updated_at: dates.instant(dayOffset, '08:45'),
  }));
}
