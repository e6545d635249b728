import { site } from '@/config/site';

/**
 * The academy's legal identity, used by Impressum, Datenschutzerklärung, AGB and Widerrufsbelehrung so the four texts
 * never disagree. Fictional data (docs/quality.md); address and contact come from config/site.ts.
 */
export const company = {
  legalName: `${site.name} GmbH`,
  managingDirectors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 234567 B',
  vatId: 'DE123456789',
  /** Responsible for journalistic-editorial content (§ 18 Abs. 2 MStV). */
  editorialResponsible: 'Dr. Katharina Lehmann',
  founded: 2012,
  dataProtectionOfficer: {
    name: 'Miriam Schulte',
    email: 'datenschutz@akademie.test',
  },
  /** Supervisory authority for a company seated in Berlin (Art. 77 DSGVO). */
  supervisoryAuthority: {
    name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    street: 'Alt-Moabit 59–61',
    postalCode: '10555',
    city: 'Berlin',
  },
  /**
   * Market-surveillance authority for the accessibility of the service (BFSG § 20 ff.): the Länder's joint authority
   * in Magdeburg. Contact as published by the Land Sachsen-Anhalt in 2025; check before going live.
   */
  accessibilityAuthority: {
    name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    legalForm: 'Anstalt des öffentlichen Rechts',
    postalAddress: [
      'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt',
      'Postfach 39 11 55',
      '39135 Magdeburg',
    ],
    email: 'MLBF@ms.sachsen-anhalt.de',
  },
} as const;
