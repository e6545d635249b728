import type { SeedDates } from './dates';
import type { AccountingSettingsRow, SettingsRow } from './types';

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
    // Chat assistant knowledge (the same rules as the AGB and the in-house page).
    reduced_fee_from_days: 7,
    reduced_fee_percent: 50,
    late_fee_percent: 100,
    webinar_free_cancellation_hours: 24,
    invoice_due_days: 14,
    opening_hours: 'Montag bis Freitag, 9 bis 17 Uhr',
    inhouse_day_rate_net_cents: 249000,
    inhouse_max_participants: 12,
    inhouse_suggest_from_participants: 4,
    second_brand: 'KI-Werkstatt Live',
    second_brand_summary:
      'Unsere Marke für kompakte Live-Webinare rund um KI-Werkzeuge: praxisnah, online und mit Fragerunde.',
    // Seat holds and caps (the schema's defaults).
    online_hold_minutes: 30,
    invoice_confirmation_hours: 24,
    guest_hold_seat_limit: 10,
    guest_hold_share_percent: 50,
    // Waiting list: offered seats stay held for a day (issue 17).
    waitlist_offer_hours: 24,
    // Waiting list against squatting and the mail limits (the schema's defaults, docs/booking-rules.md).
    guest_waitlist_offer_hours: 2,
    guest_waitlist_entries_per_date: 3,
    unverified_mails_per_recipient: 5,
    unverified_mails_per_hour: 200,
    // Guest withdrawal form: failed identifications per address and in total per hour (the schema's defaults).
    withdrawal_attempts_per_address: 5,
    withdrawal_attempts_per_hour: 100,
    // Invoices (docs/invoices.md): the seller's legal data (as the imprint, src/features/legal/company.ts).
    legal_name: 'Digitalakademie Deutschland GmbH',
    register_court: 'Amtsgericht Berlin-Charlottenburg',
    register_number: 'HRB 234567 B',
    managing_directors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
    website: 'https://www.digitalakademie.test',
    // Prices (issue 17): no academy-wide discount; single seminars carry their own (seed/seminars.ts).
    early_bird_percent: 0,
    early_bird_days: 60,
    group_discount_percent: 0,
    group_min_participants: 3,
    // Minimum participants (docs/booking-rules.md): a date runs for sure from 4 binding seats; decided 14 days ahead.
    min_participants: 4,
    guarantee_decision_days: 14,
    // Rebooking (docs/booking-rules.md): free until 14 days before the start, then 50 € net.
    free_rebooking_days: 14,
    rebooking_fee_percent: null,
    rebooking_fee_net_cents: 5000,
    updated_at: dates.instant(-200, '09:00'),
    // Retention (the schema's defaults, docs/data-model.md "Retention").
    outbox_retention_days: 90,
    waitlist_retention_days: 30,
    lapsed_hold_retention_days: 30,
    invoice_retention_years: 10,
  };
}

/** The DATEV numbers of the export, admins only (docs/invoices.md, "Export"): the schema's placeholders, SKR03. */
export function buildAccountingSettings(dates: SeedDates): AccountingSettingsRow {
  return {
    id: 1,
    datev_consultant_number: 1001,
    datev_client_number: 1,
    datev_account_length: 4,
    datev_chart: '03',
    datev_debtor_account: 10000,
    datev_revenue_account: 8400,
    updated_at: dates.instant(-200, '09:00'),
  };
}
