/** Seed rows are exactly the database rows (the generated types), so mock, SQL seed and app cannot disagree. */
import type { Database } from '@/lib/supabase/database.types';

type Tables = Database['public']['Tables'];
export type Row<T extends keyof Tables> = Tables[T]['Row'];

export type ProfileRow = Row<'profiles'>;
export type UserRoleRow = Row<'user_roles'>;
export type LocationRow = Row<'locations'>;
export type TrainerRow = Row<'trainers'>;
export type SeminarRow = Row<'seminars'>;
export type SessionRow = Row<'seminar_sessions'>;
export type WebinarRow = Row<'webinars'>;
export type WebinarAccessRow = Row<'webinar_access'>;
export type BookingRow = Row<'bookings'>;
export type BookingItemRow = Row<'booking_items'>;
export type InhouseRequestRow = Row<'inhouse_requests'>;
export type WaitlistEntryRow = Row<'waitlist_entries'>;
export type SettingsRow = Row<'settings'>;
export type AccountingSettingsRow = Row<'accounting_settings'>;
export type AttendanceRow = Row<'attendances'>;
export type AppRole = Database['public']['Enums']['app_role'];
export type SeminarCategory = Database['public']['Enums']['seminar_category'];

/** An auth user of the demo (auth.users in SQL; the mock's auth handler signs in with the plain password). */
export interface SeedUser {
  id: string;
  email: string;
  /** Plain demo password: the mock compares it, the SQL seed stores a bcrypt hash of it. */
  password: string;
  user_metadata: { first_name: string; last_name: string };
  created_at: string;
  email_confirmed_at: string;
}

/** One seminar agenda block: `agenda` of a seminar is an array of these. */
export interface AgendaBlock {
  title: string;
  items: string[];
}
