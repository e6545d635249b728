/**
 * The demo's `chat` edge function: the same engine as the live one (supabase/functions/_shared/chat), answering from
 * the mock database's rows — exactly the rows the live function fetches with supabase-js, settings included.
 */
import {
  handleChatRequest,
  type KnowledgeRows,
  type LocationInputRow,
  type SeminarInputRow,
  type SessionInputRow,
  type SettingsInputRow,
  type TrainerInputRow,
  type WebinarInputRow,
} from '../../supabase/functions/_shared/chat';
import { now } from '../clock';
import type { MockDb } from '../db/mockDb';
import type { EdgeFunctionContext } from '../functions/edgeFunction';

/** The knowledge tables as plain rows (the mock's rows are the generated row types), or null without settings. */
export function knowledgeRows(db: MockDb): KnowledgeRows | null {
  const settings = db.rows('settings').find((row) => row.id === 1);
  if (!settings) return null;
  return {
    seminars: db.rows('seminars') as unknown as SeminarInputRow[],
    sessions: db.rows('seminar_sessions') as unknown as SessionInputRow[],
    locations: db.rows('locations') as unknown as LocationInputRow[],
    trainers: db.rows('trainers') as unknown as TrainerInputRow[],
    webinars: db.rows('webinars') as unknown as WebinarInputRow[],
    settings: settings as unknown as SettingsInputRow,
  };
}

export function chatFunction({ body, db }: EdgeFunctionContext): unknown {
  const rows = knowledgeRows(db);
  if (!rows) return Response.json({ error: 'CHAT_FAILED' }, { status: 500 });
  const result = handleChatRequest(body, rows, new Date(now()));
  return result.status === 200 ? result.body : Response.json(result.body, { status: result.status });
}
