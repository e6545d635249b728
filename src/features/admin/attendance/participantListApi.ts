import { api } from '@/lib/api';

/** One seat of a date's participant list (admin_session_participants). */
export interface ListedParticipant {
  booking_item_id: string;
  participant_index: number;
  booking_number: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  present: boolean;
}

export interface SessionHeading {
  id: string;
  start_date: string;
  end_date: string;
  seminars: { title: string } | null;
  locations: { city_name: string; venue_name: string } | null;
  trainers: { name: string } | null;
}

/** The participant list of a date and the attendance check at the door (admins only, enforced by the server). */
export const participantListApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSessionHeading: build.query<SessionHeading, string>({
      query: (sessionId) => (client) =>
        client
          .from('seminar_sessions')
          .select('id, start_date, end_date, seminars(title), locations(city_name, venue_name), trainers(name)')
          .eq('id', sessionId)
          .single(),
      providesTags: ['Session'],
    }),
    adminSessionParticipants: build.query<ListedParticipant[], string>({
      query: (sessionId) => (client) => client.rpc('admin_session_participants', { _session_id: sessionId }),
      providesTags: ['Booking'],
    }),
    adminSetAttendance: build.mutation<unknown, { itemId: string; index: number; present: boolean; sessionId: string }>(
      {
        query:
          ({ itemId, index, present }) =>
          (client) =>
            client.rpc('admin_set_attendance', {
              _booking_item_id: itemId,
              _participant_index: index,
              _present: present,
            }),
        // Update the list at once (the door is busy), then settle on the server's answer.
        async onQueryStarted({ itemId, index, present, sessionId }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            participantListApi.util.updateQueryData('adminSessionParticipants', sessionId, (list) => {
              const row = list.find((p) => p.booking_item_id === itemId && p.participant_index === index);
              if (row) row.present = present;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
      },
    ),
  }),
});

export const { useAdminSessionHeadingQuery, useAdminSessionParticipantsQuery, useAdminSetAttendanceMutation } =
  participantListApi;
