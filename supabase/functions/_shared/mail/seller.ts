/**
 * The seller as the settings' defaults name it (supabase/migrations/…_schema.sql, `settings`), for the auth mails:
 * GoTrue renders them from fixed templates without the academy's row. Every other mail reads the settings row
 * (`private.mail_academy`). tests/supabase/mailCatalogue.test.ts keeps this equal to the seed and to the imprint.
 */
import type { MailLegalData } from './types';

export const DEFAULT_SELLER: MailLegalData = {
  legal_name: 'Digitalakademie Deutschland GmbH',
  street: 'Friedrichstraße 120',
  postal_code: '10117',
  city: 'Berlin',
  register_court: 'Amtsgericht Berlin-Charlottenburg',
  register_number: 'HRB 234567 B',
  managing_directors: ['Dr. Katharina Lehmann', 'Jonas Brandt'],
  vat_id: 'DE123456789',
};
