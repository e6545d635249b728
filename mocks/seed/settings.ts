import type { SeedDates } from './dates';
import type { SettingsRow } from './types';

/** Days before the first session up to which a customer may cancel free of charge (settings.free_cancellation_days). */
export const FREE_CANCELLATION_DAYS = 14;

export function buildSettings(dates: SeedDates): SettingsRow {
  return {
    id: 1,
    academy_name: 'Digitalakademie Deutschland',
    street: 'Friedrichstraße 120',
    postal_code: '10117',
    city: 'Berlin',
    country: 'DE',
    email: 'info@akademie.test',
    phone: '+49 30 1234567-0',
    vat_id: 'DE123456789',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    bank_name: 'Commerzbank',
    vat_rate: 19,
    free_cancellation_days: FREE_CANCELLATION_DAYS,
    // The same rules as the AGB (src/features/legal/cancellationTerms.ts); address and VAT id as in config/site.ts.
    cancellation_terms:
      `Eine Stornierung ist bis ${FREE_CANCELLATION_DAYS} Tage vor dem ersten Seminartag kostenfrei möglich. ` +
      'Bei Stornierung 13 bis 7 Tage vorher berechnen wir 50 %, danach oder bei Nichterscheinen 100 % der Teilnahmegebühr. ' +
      'Webinare können bis 24 Stunden vor Beginn kostenfrei storniert werden. ' +
      'Bis zum Beginn der Veranstaltung können Sie ohne zusätzliche Kosten eine Ersatzperson benennen. ' +
      'Muss ein Termin von unserer Seite abgesagt werden, erstatten wir bereits gezahlte Gebühren vollständig ' +
      'oder buchen Sie kostenfrei auf einen anderen Termin um.',
    booking_open: true,
    updated_at: dates.instant(-200, '09:00'),
  };
}
