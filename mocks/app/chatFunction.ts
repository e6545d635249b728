/**
 * The demo's `chat` edge function: the same engine as the live one (supabase/functions/_shared/chat), answering from
 * the mock database's rows — exactly the rows the live function fetches with supabase-js — and the app's contact data.
 */
import { site } from '../../src/config/site';
import {
  handleChatRequest,
  type CatalogueRows,
  type ChatContact,
  type LocationInputRow,
  type SeminarInputRow,
  type SessionInputRow,
  type SettingsInputRow,
  type WebinarInputRow,
} from '../../supabase/functions/_shared/chat';
import { now } from '../clock';
import type { MockDb } from '../db/mockDb';
import type { EdgeFunctionContext } from '../functions/registry';

/** The academy's contact data as the app shows it (src/config/site.ts). */
export const chatContact: ChatContact = {
  name: site.name,
  email: site.email,
  phone: site.phone,
  phoneHref: site.phoneHref.replace(/^tel:/, ''),
  street: site.address.street,
  postalCode: site.address.postalCode,
  city: site.address.city,
};

/** The catalogue tables as plain rows (the mock's rows are the generated row types). */
export function catalogueRows(db: MockDb): CatalogueRows {
  const settings = db.rows('settings').find((row) => row.id === 1);
  return {
    seminars: db.rows('seminars') as unknown as SeminarInputRow[],
    sessions: db.rows('seminar_sessions') as unknown as SessionInputRow[],
    locations: db.rows('locations') as unknown as LocationInputRow[],
    webinars: db.rows('webinars') as unknown as WebinarInputRow[],
    settings: (settings as unknown as SettingsInputRow | undefined) ?? null,
  };
}

export function chatFunction({ body, db }: EdgeFunctionContext): unknown {
  const result = handleChatRequest(body, catalogueRows(db), chatContact, new Date(now()));
  return result.status === 200 ? result.body : Response.json(result.body, { status: result.status });
}
