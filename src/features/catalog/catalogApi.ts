import { api } from '@/lib/api';
import type { CitySlug } from '@/config/paths';
import type {
  CatalogSeats,
  InhouseRequestInsert,
  LocationRow,
  PublicSettings,
  SeminarCategory,
  SeminarRow,
  SeminarSummary,
  SessionWithDetails,
  TrainerRow,
  WebinarWithTrainer,
} from './catalogTypes';

const SEMINAR_SUMMARY =
  'id, slug, title, category, summary, duration_days, duration_label, price_net_cents, vat_rate, is_featured, is_special, image_url, ' +
  'early_bird_percent, early_bird_days, group_discount_percent, group_min_participants';
const TRAINER_SUMMARY = 'id, slug, name, title, photo_url';
const LOCATION_SUMMARY = 'id, city_slug, city_name, venue_name, street, postal_code, city';
/** A date with its seminar, venue and trainer; `!inner` so filters on the seminar or city narrow the dates. */
const SESSION_WITH_DETAILS = `*, seminars!inner(${SEMINAR_SUMMARY}), locations!inner(${LOCATION_SUMMARY}), trainers(${TRAINER_SUMMARY})`;

export interface SessionQuery {
  /** Dates from this calendar day on (`YYYY-MM-DD`, Berlin). */
  from: string;
  city?: CitySlug;
  seminarId?: string;
  trainerId?: string;
  category?: SeminarCategory;
  limit?: number;
}

export interface WebinarQuery {
  /** Webinars starting from this instant on (ISO). */
  from: string;
  trainerId?: string;
  limit?: number;
}

/**
 * The public catalogue: reads only (row-level security shows visitors the published rows), cached and retried by
 * the policy of docs/constants.md. The in-house request is the one write.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    locations: build.query<LocationRow[], void>({
      query: () => (client) => client.from('locations').select('*').order('city_name'),
      providesTags: ['Location'],
    }),
    seminars: build.query<SeminarSummary[], { category?: SeminarCategory } | void>({
      query: (filter) => (client) => {
        let request = client.from('seminars').select(SEMINAR_SUMMARY).eq('published', true);
        if (filter?.category) request = request.eq('category', filter.category);
        return request.order('title');
      },
      providesTags: ['Seminar'],
    }),
    seminarBySlug: build.query<SeminarRow | null, string>({
      query: (slug) => (client) =>
        client.from('seminars').select('*').eq('slug', slug).eq('published', true).maybeSingle(),
      providesTags: (seminar) => (seminar ? [{ type: 'Seminar', id: seminar.id }] : ['Seminar']),
    }),
    sessions: build.query<SessionWithDetails[], SessionQuery>({
      query:
        ({ from, city, seminarId, trainerId, category, limit }) =>
        (client) => {
          let request = client
            .from('seminar_sessions')
            .select(SESSION_WITH_DETAILS)
            .eq('status', 'scheduled')
            .gte('start_date', from)
            .eq('seminars.published', true);
          if (city) request = request.eq('locations.city_slug', city);
          if (seminarId) request = request.eq('seminar_id', seminarId);
          if (trainerId) request = request.eq('trainer_id', trainerId);
          if (category) request = request.eq('seminars.category', category);
          request = request.order('start_date').order('start_time');
          return limit ? request.limit(limit) : request;
        },
      providesTags: ['Session'],
    }),
    webinars: build.query<WebinarWithTrainer[], WebinarQuery>({
      query:
        ({ from, trainerId, limit }) =>
        (client) => {
          let request = client
            .from('webinars')
            .select(`*, trainers(${TRAINER_SUMMARY})`)
            .eq('published', true)
            .eq('status', 'scheduled')
            .gte('starts_at', from);
          if (trainerId) request = request.eq('trainer_id', trainerId);
          request = request.order('starts_at');
          return limit ? request.limit(limit) : request;
        },
      providesTags: ['Webinar'],
    }),
    webinarBySlug: build.query<WebinarWithTrainer | null, string>({
      query: (slug) => (client) =>
        client
          .from('webinars')
          .select(`*, trainers(${TRAINER_SUMMARY})`)
          .eq('slug', slug)
          .eq('published', true)
          .maybeSingle(),
      providesTags: ['Webinar'],
    }),
    trainers: build.query<TrainerRow[], void>({
      query: () => (client) => client.from('trainers').select('*').order('name'),
      providesTags: ['Trainer'],
    }),
    trainerBySlug: build.query<TrainerRow | null, string>({
      query: (slug) => (client) => client.from('trainers').select('*').eq('slug', slug).maybeSingle(),
      providesTags: ['Trainer'],
    }),
    publicSettings: build.query<PublicSettings, void>({
      query: () => (client) =>
        client
          .from('settings')
          .select(
            'vat_rate, booking_open, cancellation_terms, free_cancellation_days, ' +
              'early_bird_percent, early_bird_days, group_discount_percent, group_min_participants, ' +
              'inhouse_max_participants',
          )
          .eq('id', 1)
          .single(),
      providesTags: ['Settings'],
    }),
    // Not cached for a page: the start-up of a prerendered page asks it once (app/prerender/refreshHandedOver.ts).
    catalogSeats: build.query<CatalogSeats, { sessionIds?: string[]; webinarIds?: string[] }>({
      query:
        ({ sessionIds = [], webinarIds = [] }) =>
        (client) =>
          client.rpc('catalog_seats', { _session_ids: sessionIds, _webinar_ids: webinarIds }),
      keepUnusedDataFor: 0,
    }),
    submitInhouseRequest: build.mutation<null, InhouseRequestInsert>({
      // return=minimal: visitors may write a request but not read requests back (RLS).
      query: (request) => (client) => client.from('inhouse_requests').insert(request),
      invalidatesTags: ['Inhouse'],
    }),
  }),
});

export const {
  useLocationsQuery,
  useSeminarsQuery,
  useSeminarBySlugQuery,
  useSessionsQuery,
  useWebinarsQuery,
  useWebinarBySlugQuery,
  useTrainersQuery,
  useTrainerBySlugQuery,
  usePublicSettingsQuery,
  useSubmitInhouseRequestMutation,
} = catalogApi;
