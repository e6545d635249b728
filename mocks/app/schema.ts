/**
 * The product schema of supabase/migrations as the mock database declares it: the same tables, columns, defaults,
 * keys, checks, foreign keys (PostgREST embedding derives from them), RLS policies and triggers.
 */
import { defineSchema } from '../db/schema';
import { bookingItems, bookings, bookingTokens, paymentEvents } from './bookings';
import { locations, seminars, trainers } from './catalogue';
import { emailOutbox } from './mail/outboxTable';
import { inhouseRequests, settings } from './requests';
import { seminarSessions, webinarAccess, webinars } from './schedule';
import { handleNewUser, profiles, userRoles } from './users';
import { waitlistEntries } from './waitlist';
import { bookingWithdrawals } from './withdrawals';
import { participantChanges } from './participantChanges';
import { bookingRebookings } from './bookingRebookings';
import { attendances } from './attendances';
import { invoices } from './invoices';
import { accessibilityFeedback } from './rpc/accessibilityFeedback';
import { accountingSettings } from './accountingSettings';

export const productSchema = defineSchema({
  tables: {
    profiles,
    user_roles: userRoles,
    locations,
    trainers,
    seminars,
    seminar_sessions: seminarSessions,
    webinars,
    webinar_access: webinarAccess,
    bookings,
    booking_items: bookingItems,
    booking_tokens: bookingTokens,
    waitlist_entries: waitlistEntries,
    payment_events: paymentEvents,
    participant_changes: participantChanges,
    booking_rebookings: bookingRebookings,
    attendances,
    booking_withdrawals: bookingWithdrawals,
    inhouse_requests: inhouseRequests,
    settings,
    accounting_settings: accountingSettings,
    email_outbox: emailOutbox,
    invoices,
    accessibility_feedback: accessibilityFeedback,
  },
  // `create trigger on_auth_user_created after insert on auth.users … execute function public.handle_new_user()`
  authUserTriggers: handleNewUser,
});
