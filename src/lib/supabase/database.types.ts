// Generated from supabase/migrations by tests/db/typegen.ts in the shape of `supabase gen types typescript`.
// Do not edit: change a migration, then run `UPDATE_DB_TYPES=1 npx jest --selectProjects db -t database.types`.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '13.0.5';
  };
  public: {
    Tables: {
      accessibility_feedback: {
        Row: {
          created_at: string;
          email: string | null;
          email_key: string | null;
          id: string;
          message: string;
          name: string | null;
          page: string | null;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          email?: string | null;
          email_key?: string | null;
          id?: string;
          message: string;
          name?: string | null;
          page?: string | null;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string | null;
          email_key?: string | null;
          id?: string;
          message?: string;
          name?: string | null;
          page?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      accounting_settings: {
        Row: {
          datev_account_length: number;
          datev_chart: string;
          datev_client_number: number;
          datev_consultant_number: number;
          datev_debtor_account: number;
          datev_revenue_account: number;
          id: number;
          updated_at: string;
        };
        Insert: {
          datev_account_length?: number;
          datev_chart?: string;
          datev_client_number?: number;
          datev_consultant_number?: number;
          datev_debtor_account?: number;
          datev_revenue_account?: number;
          id?: number;
          updated_at?: string;
        };
        Update: {
          datev_account_length?: number;
          datev_chart?: string;
          datev_client_number?: number;
          datev_consultant_number?: number;
          datev_debtor_account?: number;
          datev_revenue_account?: number;
          id?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      attendances: {
        Row: {
          booking_item_id: string;
          certificate_id: string;
          id: string;
          marked_at: string;
          marked_by: string | null;
          participant_index: number;
          present: boolean;
        };
        Insert: {
          booking_item_id: string;
          certificate_id?: string;
          id?: string;
          marked_at?: string;
          marked_by?: string | null;
          participant_index: number;
          present?: boolean;
        };
        Update: {
          booking_item_id?: string;
          certificate_id?: string;
          id?: string;
          marked_at?: string;
          marked_by?: string | null;
          participant_index?: number;
          present?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'attendances_booking_item_id_fkey';
            columns: ['booking_item_id'];
            isOneToOne: false;
            referencedRelation: 'booking_items';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_items: {
        Row: {
          booking_id: string;
          created_at: string;
          early_bird_cents: number;
          early_bird_percent: number;
          group_discount_cents: number;
          group_discount_percent: number;
          id: string;
          line_net_cents: number;
          line_vat_cents: number;
          location_name: string;
          participants: Json;
          quantity: number;
          session_id: string | null;
          start_date: string;
          start_time: string | null;
          starts_at: string;
          title: string;
          unit_net_cents: number;
          vat_rate: number;
          webinar_id: string | null;
        };
        Insert: {
          booking_id: string;
          created_at?: string;
          early_bird_cents?: number;
          early_bird_percent?: number;
          group_discount_cents?: number;
          group_discount_percent?: number;
          id?: string;
          line_net_cents: number;
          line_vat_cents: number;
          location_name: string;
          participants: Json;
          quantity: number;
          session_id?: string | null;
          start_date: string;
          start_time?: string | null;
          starts_at: string;
          title: string;
          unit_net_cents: number;
          vat_rate: number;
          webinar_id?: string | null;
        };
        Update: {
          booking_id?: string;
          created_at?: string;
          early_bird_cents?: number;
          early_bird_percent?: number;
          group_discount_cents?: number;
          group_discount_percent?: number;
          id?: string;
          line_net_cents?: number;
          line_vat_cents?: number;
          location_name?: string;
          participants?: Json;
          quantity?: number;
          session_id?: string | null;
          start_date?: string;
          start_time?: string | null;
          starts_at?: string;
          title?: string;
          unit_net_cents?: number;
          vat_rate?: number;
          webinar_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_items_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_items_session_id_fkey';
            columns: ['session_id'];
            isOneToOne: false;
            referencedRelation: 'seminar_sessions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_items_webinar_id_fkey';
            columns: ['webinar_id'];
            isOneToOne: false;
            referencedRelation: 'webinars';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_rebookings: {
        Row: {
          booking_id: string;
          booking_item_id: string | null;
          by_admin: boolean;
          created_at: string;
          fee_net_cents: number;
          fee_vat_cents: number;
          fee_vat_rate: number;
          fee_waived: boolean;
          from_location_name: string;
          from_session_id: string | null;
          from_start_date: string;
          from_title: string;
          id: string;
          quantity: number;
          rebooked_by: string | null;
          rebooked_on: string;
          to_location_name: string;
          to_session_id: string | null;
          to_start_date: string;
          to_title: string;
        };
        Insert: {
          booking_id: string;
          booking_item_id?: string | null;
          by_admin?: boolean;
          created_at?: string;
          fee_net_cents: number;
          fee_vat_cents: number;
          fee_vat_rate: number;
          fee_waived?: boolean;
          from_location_name: string;
          from_session_id?: string | null;
          from_start_date: string;
          from_title: string;
          id?: string;
          quantity: number;
          rebooked_by?: string | null;
          rebooked_on: string;
          to_location_name: string;
          to_session_id?: string | null;
          to_start_date: string;
          to_title: string;
        };
        Update: {
          booking_id?: string;
          booking_item_id?: string | null;
          by_admin?: boolean;
          created_at?: string;
          fee_net_cents?: number;
          fee_vat_cents?: number;
          fee_vat_rate?: number;
          fee_waived?: boolean;
          from_location_name?: string;
          from_session_id?: string | null;
          from_start_date?: string;
          from_title?: string;
          id?: string;
          quantity?: number;
          rebooked_by?: string | null;
          rebooked_on?: string;
          to_location_name?: string;
          to_session_id?: string | null;
          to_start_date?: string;
          to_title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_rebookings_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_rebookings_booking_item_id_fkey';
            columns: ['booking_item_id'];
            isOneToOne: false;
            referencedRelation: 'booking_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_rebookings_from_session_id_fkey';
            columns: ['from_session_id'];
            isOneToOne: false;
            referencedRelation: 'seminar_sessions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'booking_rebookings_to_session_id_fkey';
            columns: ['to_session_id'];
            isOneToOne: false;
            referencedRelation: 'seminar_sessions';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_tokens: {
        Row: {
          booking_id: string;
          checkout_expires_at: string | null;
          checkout_session_id: string | null;
          checkout_session_url: string | null;
          confirmation_token: string | null;
          created_at: string;
          payment_token: string;
          view_token: string;
        };
        Insert: {
          booking_id: string;
          checkout_expires_at?: string | null;
          checkout_session_id?: string | null;
          checkout_session_url?: string | null;
          confirmation_token?: string | null;
          created_at?: string;
          payment_token: string;
          view_token?: string;
        };
        Update: {
          booking_id?: string;
          checkout_expires_at?: string | null;
          checkout_session_id?: string | null;
          checkout_session_url?: string | null;
          confirmation_token?: string | null;
          created_at?: string;
          payment_token?: string;
          view_token?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_tokens_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: true;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_withdrawals: {
        Row: {
          booking_id: string;
          confirmation_email: string;
          id: string;
          name: string | null;
          received_at: string;
          service_started: boolean;
          user_id: string | null;
          via: string;
        };
        Insert: {
          booking_id: string;
          confirmation_email: string;
          id?: string;
          name?: string | null;
          received_at?: string;
          service_started?: boolean;
          user_id?: string | null;
          via: string;
        };
        Update: {
          booking_id?: string;
          confirmation_email?: string;
          id?: string;
          name?: string | null;
          received_at?: string;
          service_started?: boolean;
          user_id?: string | null;
          via?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_withdrawals_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: true;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      bookings: {
        Row: {
          billing_city: string;
          billing_country: string;
          billing_postal_code: string;
          billing_street: string;
          booking_number: string;
          buyer_reference: string | null;
          cancelled_at: string | null;
          company_name: string | null;
          created_at: string;
          customer_email: string;
          customer_first_name: string;
          customer_last_name: string;
          customer_phone: string | null;
          customer_type: Database['public']['Enums']['customer_type'];
          email_confirmed_at: string | null;
          expired_at: string | null;
          gross_cents: number;
          hold_expires_at: string | null;
          id: string;
          needs_follow_up: boolean;
          net_cents: number;
          paid_at: string | null;
          paid_cents: number | null;
          payment_method: Database['public']['Enums']['payment_method'];
          refund_cents: number | null;
          status: Database['public']['Enums']['booking_status'];
          updated_at: string;
          user_id: string | null;
          vat_cents: number;
          vat_id: string | null;
          vat_rate: number | null;
        };
        Insert: {
          billing_city: string;
          billing_country?: string;
          billing_postal_code: string;
          billing_street: string;
          booking_number: string;
          buyer_reference?: string | null;
          cancelled_at?: string | null;
          company_name?: string | null;
          created_at?: string;
          customer_email: string;
          customer_first_name: string;
          customer_last_name: string;
          customer_phone?: string | null;
          customer_type?: Database['public']['Enums']['customer_type'];
          email_confirmed_at?: string | null;
          expired_at?: string | null;
          gross_cents: number;
          hold_expires_at?: string | null;
          id?: string;
          needs_follow_up?: boolean;
          net_cents: number;
          paid_at?: string | null;
          paid_cents?: number | null;
          payment_method: Database['public']['Enums']['payment_method'];
          refund_cents?: number | null;
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
          user_id?: string | null;
          vat_cents: number;
          vat_id?: string | null;
          vat_rate?: number | null;
        };
        Update: {
          billing_city?: string;
          billing_country?: string;
          billing_postal_code?: string;
          billing_street?: string;
          booking_number?: string;
          buyer_reference?: string | null;
          cancelled_at?: string | null;
          company_name?: string | null;
          created_at?: string;
          customer_email?: string;
          customer_first_name?: string;
          customer_last_name?: string;
          customer_phone?: string | null;
          customer_type?: Database['public']['Enums']['customer_type'];
          email_confirmed_at?: string | null;
          expired_at?: string | null;
          gross_cents?: number;
          hold_expires_at?: string | null;
          id?: string;
          needs_follow_up?: boolean;
          net_cents?: number;
          paid_at?: string | null;
          paid_cents?: number | null;
          payment_method?: Database['public']['Enums']['payment_method'];
          refund_cents?: number | null;
          status?: Database['public']['Enums']['booking_status'];
          updated_at?: string;
          user_id?: string | null;
          vat_cents?: number;
          vat_id?: string | null;
          vat_rate?: number | null;
        };
        Relationships: [];
      };
      email_outbox: {
        Row: {
          attempts: number;
          booking_id: string | null;
          created_at: string;
          data: Json;
          id: string;
          idempotency_key: string;
          last_error: string | null;
          next_attempt_at: string;
          recipient: string;
          recipient_key: string;
          send_after: string | null;
          sent_at: string | null;
          template: string;
          unverified: boolean;
        };
        Insert: {
          attempts?: number;
          booking_id?: string | null;
          created_at?: string;
          data: Json;
          id?: string;
          idempotency_key: string;
          last_error?: string | null;
          next_attempt_at?: string;
          recipient: string;
          recipient_key?: string;
          send_after?: string | null;
          sent_at?: string | null;
          template: string;
          unverified?: boolean;
        };
        Update: {
          attempts?: number;
          booking_id?: string | null;
          created_at?: string;
          data?: Json;
          id?: string;
          idempotency_key?: string;
          last_error?: string | null;
          next_attempt_at?: string;
          recipient?: string;
          recipient_key?: string;
          send_after?: string | null;
          sent_at?: string | null;
          template?: string;
          unverified?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'email_outbox_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      inhouse_requests: {
        Row: {
          company: string;
          contact_name: string;
          created_at: string;
          email: string;
          id: string;
          location_preference: string | null;
          message: string | null;
          participants: number | null;
          phone: string | null;
          preferred_period: string | null;
          privacy_consent: boolean;
          status: Database['public']['Enums']['inhouse_status'];
          topic: string;
          updated_at: string;
        };
        Insert: {
          company: string;
          contact_name: string;
          created_at?: string;
          email: string;
          id?: string;
          location_preference?: string | null;
          message?: string | null;
          participants?: number | null;
          phone?: string | null;
          preferred_period?: string | null;
          privacy_consent: boolean;
          status?: Database['public']['Enums']['inhouse_status'];
          topic: string;
          updated_at?: string;
        };
        Update: {
          company?: string;
          contact_name?: string;
          created_at?: string;
          email?: string;
          id?: string;
          location_preference?: string | null;
          message?: string | null;
          participants?: number | null;
          phone?: string | null;
          preferred_period?: string | null;
          privacy_consent?: boolean;
          status?: Database['public']['Enums']['inhouse_status'];
          topic?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      invoices: {
        Row: {
          booking_id: string;
          created_at: string;
          gross_cents: number;
          id: string;
          issue_date: string;
          kind: string;
          number: string;
          preceding_invoice_id: string | null;
          seq: number;
          snapshot: Json;
          year: number;
        };
        Insert: {
          booking_id: string;
          created_at?: string;
          gross_cents: number;
          id?: string;
          issue_date: string;
          kind: string;
          number: string;
          preceding_invoice_id?: string | null;
          seq: number;
          snapshot: Json;
          year: number;
        };
        Update: {
          booking_id?: string;
          created_at?: string;
          gross_cents?: number;
          id?: string;
          issue_date?: string;
          kind?: string;
          number?: string;
          preceding_invoice_id?: string | null;
          seq?: number;
          snapshot?: Json;
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_preceding_invoice_id_fkey';
            columns: ['preceding_invoice_id'];
            isOneToOne: true;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
        ];
      };
      locations: {
        Row: {
          accessibility_notes: string | null;
          city: string;
          city_name: string;
          city_slug: string;
          created_at: string;
          directions: string | null;
          id: string;
          parking: string | null;
          postal_code: string;
          public_transport: string | null;
          step_free_access: boolean;
          street: string;
          updated_at: string;
          venue_name: string;
        };
        Insert: {
          accessibility_notes?: string | null;
          city: string;
          city_name: string;
          city_slug: string;
          created_at?: string;
          directions?: string | null;
          id?: string;
          parking?: string | null;
          postal_code: string;
          public_transport?: string | null;
          step_free_access?: boolean;
          street: string;
          updated_at?: string;
          venue_name: string;
        };
        Update: {
          accessibility_notes?: string | null;
          city?: string;
          city_name?: string;
          city_slug?: string;
          created_at?: string;
          directions?: string | null;
          id?: string;
          parking?: string | null;
          postal_code?: string;
          public_transport?: string | null;
          step_free_access?: boolean;
          street?: string;
          updated_at?: string;
          venue_name?: string;
        };
        Relationships: [];
      };
      participant_changes: {
        Row: {
          booking_item_id: string;
          changed_at: string;
          changed_by: string | null;
          email: string;
          first_name: string;
          id: string;
          last_name: string;
          participant_index: number;
          previous_email: string;
          previous_first_name: string;
          previous_last_name: string;
        };
        Insert: {
          booking_item_id: string;
          changed_at?: string;
          changed_by?: string | null;
          email: string;
          first_name: string;
          id?: string;
          last_name: string;
          participant_index: number;
          previous_email: string;
          previous_first_name: string;
          previous_last_name: string;
        };
        Update: {
          booking_item_id?: string;
          changed_at?: string;
          changed_by?: string | null;
          email?: string;
          first_name?: string;
          id?: string;
          last_name?: string;
          participant_index?: number;
          previous_email?: string;
          previous_first_name?: string;
          previous_last_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'participant_changes_booking_item_id_fkey';
            columns: ['booking_item_id'];
            isOneToOne: false;
            referencedRelation: 'booking_items';
            referencedColumns: ['id'];
          },
        ];
      };
      payment_events: {
        Row: {
          amount_cents: number | null;
          booking_id: string | null;
          event_id: string;
          outcome: string;
          received_at: string;
        };
        Insert: {
          amount_cents?: number | null;
          booking_id?: string | null;
          event_id: string;
          outcome: string;
          received_at?: string;
        };
        Update: {
          amount_cents?: number | null;
          booking_id?: string | null;
          event_id?: string;
          outcome?: string;
          received_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_events_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          booking_reminders: boolean;
          city: string | null;
          company: string | null;
          country: string;
          created_at: string;
          email: string | null;
          first_name: string | null;
          last_name: string | null;
          newsletter: boolean;
          phone: string | null;
          postal_code: string | null;
          street: string | null;
          updated_at: string;
          user_id: string;
          vat_id: string | null;
        };
        Insert: {
          booking_reminders?: boolean;
          city?: string | null;
          company?: string | null;
          country?: string;
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          last_name?: string | null;
          newsletter?: boolean;
          phone?: string | null;
          postal_code?: string | null;
          street?: string | null;
          updated_at?: string;
          user_id: string;
          vat_id?: string | null;
        };
        Update: {
          booking_reminders?: boolean;
          city?: string | null;
          company?: string | null;
          country?: string;
          created_at?: string;
          email?: string | null;
          first_name?: string | null;
          last_name?: string | null;
          newsletter?: boolean;
          phone?: string | null;
          postal_code?: string | null;
          street?: string | null;
          updated_at?: string;
          user_id?: string;
          vat_id?: string | null;
        };
        Relationships: [];
      };
      seminar_sessions: {
        Row: {
          capacity: number;
          created_at: string;
          end_date: string;
          end_time: string;
          guaranteed: boolean;
          id: string;
          location_id: string;
          min_participants: number | null;
          seats_booked: number;
          seminar_id: string;
          start_date: string;
          start_time: string;
          status: Database['public']['Enums']['session_status'];
          trainer_id: string | null;
          updated_at: string;
        };
        Insert: {
          capacity: number;
          created_at?: string;
          end_date: string;
          end_time?: string;
          guaranteed?: boolean;
          id?: string;
          location_id: string;
          min_participants?: number | null;
          seats_booked?: number;
          seminar_id: string;
          start_date: string;
          start_time?: string;
          status?: Database['public']['Enums']['session_status'];
          trainer_id?: string | null;
          updated_at?: string;
        };
        Update: {
          capacity?: number;
          created_at?: string;
          end_date?: string;
          end_time?: string;
          guaranteed?: boolean;
          id?: string;
          location_id?: string;
          min_participants?: number | null;
          seats_booked?: number;
          seminar_id?: string;
          start_date?: string;
          start_time?: string;
          status?: Database['public']['Enums']['session_status'];
          trainer_id?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'seminar_sessions_location_id_fkey';
            columns: ['location_id'];
            isOneToOne: false;
            referencedRelation: 'locations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seminar_sessions_seminar_id_fkey';
            columns: ['seminar_id'];
            isOneToOne: false;
            referencedRelation: 'seminars';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'seminar_sessions_trainer_id_fkey';
            columns: ['trainer_id'];
            isOneToOne: false;
            referencedRelation: 'trainers';
            referencedColumns: ['id'];
          },
        ];
      };
      seminars: {
        Row: {
          agenda: Json;
          audience: string[];
          category: Database['public']['Enums']['seminar_category'];
          created_at: string;
          description: string;
          duration_days: number;
          duration_label: string;
          early_bird_days: number | null;
          early_bird_percent: number | null;
          goals: string[];
          group_discount_percent: number | null;
          group_min_participants: number | null;
          id: string;
          image_url: string | null;
          is_featured: boolean;
          is_special: boolean;
          min_participants: number | null;
          price_net_cents: number;
          published: boolean;
          slug: string;
          summary: string;
          title: string;
          updated_at: string;
          vat_rate: number;
        };
        Insert: {
          agenda?: Json;
          audience?: string[];
          category: Database['public']['Enums']['seminar_category'];
          created_at?: string;
          description: string;
          duration_days: number;
          duration_label: string;
          early_bird_days?: number | null;
          early_bird_percent?: number | null;
          goals?: string[];
          group_discount_percent?: number | null;
          group_min_participants?: number | null;
          id?: string;
          image_url?: string | null;
          is_featured?: boolean;
          is_special?: boolean;
          min_participants?: number | null;
          price_net_cents: number;
          published?: boolean;
          slug: string;
          summary: string;
          title: string;
          updated_at?: string;
          vat_rate?: number;
        };
        Update: {
          agenda?: Json;
          audience?: string[];
          category?: Database['public']['Enums']['seminar_category'];
          created_at?: string;
          description?: string;
          duration_days?: number;
          duration_label?: string;
          early_bird_days?: number | null;
          early_bird_percent?: number | null;
          goals?: string[];
          group_discount_percent?: number | null;
          group_min_participants?: number | null;
          id?: string;
          image_url?: string | null;
          is_featured?: boolean;
          is_special?: boolean;
          min_participants?: number | null;
          price_net_cents?: number;
          published?: boolean;
          slug?: string;
          summary?: string;
          title?: string;
          updated_at?: string;
          vat_rate?: number;
        };
        Relationships: [];
      };
      settings: {
        Row: {
          academy_name: string;
          bank_name: string;
          bic: string;
          booking_open: boolean;
          cancellation_terms: string;
          city: string;
          country: string;
          early_bird_days: number;
          early_bird_percent: number;
          email: string;
          free_cancellation_days: number;
          free_rebooking_days: number;
          group_discount_percent: number;
          group_min_participants: number;
          guarantee_decision_days: number;
          guest_hold_seat_limit: number;
          guest_hold_share_percent: number;
          guest_waitlist_entries_per_date: number;
          guest_waitlist_offer_hours: number;
          iban: string;
          id: number;
          inhouse_day_rate_net_cents: number;
          inhouse_max_participants: number;
          inhouse_suggest_from_participants: number;
          invoice_confirmation_hours: number;
          invoice_due_days: number;
          invoice_retention_years: number;
          lapsed_hold_retention_days: number;
          late_fee_percent: number;
          legal_name: string;
          managing_directors: string[];
          min_participants: number;
          online_hold_minutes: number;
          opening_hours: string;
          outbox_retention_days: number;
          phone: string;
          postal_code: string;
          rebooking_fee_net_cents: number | null;
          rebooking_fee_percent: number | null;
          reduced_fee_from_days: number;
          reduced_fee_percent: number;
          register_court: string;
          register_number: string;
          second_brand: string;
          second_brand_summary: string;
          street: string;
          unverified_mails_per_hour: number;
          unverified_mails_per_recipient: number;
          updated_at: string;
          vat_id: string;
          vat_rate: number;
          waitlist_offer_hours: number;
          waitlist_retention_days: number;
          webinar_free_cancellation_hours: number;
          website: string;
          withdrawal_attempts_per_address: number;
          withdrawal_attempts_per_hour: number;
        };
        Insert: {
          academy_name: string;
          bank_name: string;
          bic: string;
          booking_open?: boolean;
          cancellation_terms: string;
          city: string;
          country?: string;
          early_bird_days?: number;
          early_bird_percent?: number;
          email: string;
          free_cancellation_days?: number;
          free_rebooking_days?: number;
          group_discount_percent?: number;
          group_min_participants?: number;
          guarantee_decision_days?: number;
          guest_hold_seat_limit?: number;
          guest_hold_share_percent?: number;
          guest_waitlist_entries_per_date?: number;
          guest_waitlist_offer_hours?: number;
          iban: string;
          id?: number;
          inhouse_day_rate_net_cents?: number;
          inhouse_max_participants?: number;
          inhouse_suggest_from_participants?: number;
          invoice_confirmation_hours?: number;
          invoice_due_days?: number;
          invoice_retention_years?: number;
          lapsed_hold_retention_days?: number;
          late_fee_percent?: number;
          legal_name?: string;
          managing_directors?: string[];
          min_participants?: number;
          online_hold_minutes?: number;
          opening_hours?: string;
          outbox_retention_days?: number;
          phone: string;
          postal_code: string;
          rebooking_fee_net_cents?: number | null;
          rebooking_fee_percent?: number | null;
          reduced_fee_from_days?: number;
          reduced_fee_percent?: number;
          register_court?: string;
          register_number?: string;
          second_brand?: string;
          second_brand_summary?: string;
          street: string;
          unverified_mails_per_hour?: number;
          unverified_mails_per_recipient?: number;
          updated_at?: string;
          vat_id: string;
          vat_rate?: number;
          waitlist_offer_hours?: number;
          waitlist_retention_days?: number;
          webinar_free_cancellation_hours?: number;
          website?: string;
          withdrawal_attempts_per_address?: number;
          withdrawal_attempts_per_hour?: number;
        };
        Update: {
          academy_name?: string;
          bank_name?: string;
          bic?: string;
          booking_open?: boolean;
          cancellation_terms?: string;
          city?: string;
          country?: string;
          early_bird_days?: number;
          early_bird_percent?: number;
          email?: string;
          free_cancellation_days?: number;
          free_rebooking_days?: number;
          group_discount_percent?: number;
          group_min_participants?: number;
          guarantee_decision_days?: number;
          guest_hold_seat_limit?: number;
          guest_hold_share_percent?: number;
          guest_waitlist_entries_per_date?: number;
          guest_waitlist_offer_hours?: number;
          iban?: string;
          id?: number;
          inhouse_day_rate_net_cents?: number;
          inhouse_max_participants?: number;
          inhouse_suggest_from_participants?: number;
          invoice_confirmation_hours?: number;
          invoice_due_days?: number;
          invoice_retention_years?: number;
          lapsed_hold_retention_days?: number;
          late_fee_percent?: number;
          legal_name?: string;
          managing_directors?: string[];
          min_participants?: number;
          online_hold_minutes?: number;
          opening_hours?: string;
          outbox_retention_days?: number;
          phone?: string;
          postal_code?: string;
          rebooking_fee_net_cents?: number | null;
          rebooking_fee_percent?: number | null;
          reduced_fee_from_days?: number;
          reduced_fee_percent?: number;
          register_court?: string;
          register_number?: string;
          second_brand?: string;
          second_brand_summary?: string;
          street?: string;
          unverified_mails_per_hour?: number;
          unverified_mails_per_recipient?: number;
          updated_at?: string;
          vat_id?: string;
          vat_rate?: number;
          waitlist_offer_hours?: number;
          waitlist_retention_days?: number;
          webinar_free_cancellation_hours?: number;
          website?: string;
          withdrawal_attempts_per_address?: number;
          withdrawal_attempts_per_hour?: number;
        };
        Relationships: [];
      };
      trainers: {
        Row: {
          bio: string;
          created_at: string;
          id: string;
          linkedin_url: string | null;
          name: string;
          photo_url: string | null;
          slug: string;
          title: string;
          topics: string[];
          updated_at: string;
        };
        Insert: {
          bio: string;
          created_at?: string;
          id?: string;
          linkedin_url?: string | null;
          name: string;
          photo_url?: string | null;
          slug: string;
          title: string;
          topics?: string[];
          updated_at?: string;
        };
        Update: {
          bio?: string;
          created_at?: string;
          id?: string;
          linkedin_url?: string | null;
          name?: string;
          photo_url?: string | null;
          slug?: string;
          title?: string;
          topics?: string[];
          updated_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: Database['public']['Enums']['app_role'];
          user_id?: string;
        };
        Relationships: [];
      };
      waitlist_entries: {
        Row: {
          booking_id: string | null;
          confirm_token: string;
          created_at: string;
          email: string;
          id: string;
          leave_token: string;
          name: string;
          offer_expires_at: string | null;
          offer_token: string | null;
          offered_at: string | null;
          queue_number: number | null;
          seats: number;
          session_id: string | null;
          status: Database['public']['Enums']['waitlist_status'];
          updated_at: string;
          user_id: string | null;
          webinar_id: string | null;
        };
        Insert: {
          booking_id?: string | null;
          confirm_token?: string;
          created_at?: string;
          email: string;
          id?: string;
          leave_token?: string;
          name: string;
          offer_expires_at?: string | null;
          offer_token?: string | null;
          offered_at?: string | null;
          queue_number?: number | null;
          seats: number;
          session_id?: string | null;
          status?: Database['public']['Enums']['waitlist_status'];
          updated_at?: string;
          user_id?: string | null;
          webinar_id?: string | null;
        };
        Update: {
          booking_id?: string | null;
          confirm_token?: string;
          created_at?: string;
          email?: string;
          id?: string;
          leave_token?: string;
          name?: string;
          offer_expires_at?: string | null;
          offer_token?: string | null;
          offered_at?: string | null;
          queue_number?: number | null;
          seats?: number;
          session_id?: string | null;
          status?: Database['public']['Enums']['waitlist_status'];
          updated_at?: string;
          user_id?: string | null;
          webinar_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'waitlist_entries_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'waitlist_entries_session_id_fkey';
            columns: ['session_id'];
            isOneToOne: false;
            referencedRelation: 'seminar_sessions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'waitlist_entries_webinar_id_fkey';
            columns: ['webinar_id'];
            isOneToOne: false;
            referencedRelation: 'webinars';
            referencedColumns: ['id'];
          },
        ];
      };
      webinar_access: {
        Row: {
          join_url: string;
          updated_at: string;
          webinar_id: string;
        };
        Insert: {
          join_url: string;
          updated_at?: string;
          webinar_id: string;
        };
        Update: {
          join_url?: string;
          updated_at?: string;
          webinar_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'webinar_access_webinar_id_fkey';
            columns: ['webinar_id'];
            isOneToOne: true;
            referencedRelation: 'webinars';
            referencedColumns: ['id'];
          },
        ];
      };
      webinars: {
        Row: {
          brand: string;
          capacity: number;
          category: Database['public']['Enums']['seminar_category'];
          created_at: string;
          description: string;
          duration_minutes: number;
          id: string;
          image_url: string | null;
          price_net_cents: number;
          published: boolean;
          seats_booked: number;
          slug: string;
          starts_at: string;
          status: Database['public']['Enums']['session_status'];
          summary: string;
          title: string;
          trainer_id: string | null;
          updated_at: string;
          vat_rate: number;
        };
        Insert: {
          brand?: string;
          capacity: number;
          category: Database['public']['Enums']['seminar_category'];
          created_at?: string;
          description: string;
          duration_minutes: number;
          id?: string;
          image_url?: string | null;
          price_net_cents: number;
          published?: boolean;
          seats_booked?: number;
          slug: string;
          starts_at: string;
          status?: Database['public']['Enums']['session_status'];
          summary: string;
          title: string;
          trainer_id?: string | null;
          updated_at?: string;
          vat_rate?: number;
        };
        Update: {
          brand?: string;
          capacity?: number;
          category?: Database['public']['Enums']['seminar_category'];
          created_at?: string;
          description?: string;
          duration_minutes?: number;
          id?: string;
          image_url?: string | null;
          price_net_cents?: number;
          published?: boolean;
          seats_booked?: number;
          slug?: string;
          starts_at?: string;
          status?: Database['public']['Enums']['session_status'];
          summary?: string;
          title?: string;
          trainer_id?: string | null;
          updated_at?: string;
          vat_rate?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'webinars_trainer_id_fkey';
            columns: ['trainer_id'];
            isOneToOne: false;
            referencedRelation: 'trainers';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      admin_cancel_session: {
        Args: {
          _session_id: string;
        };
        Returns: Json;
      };
      admin_correct_invoice: {
        Args: {
          _booking_id: string;
        };
        Returns: Json;
      };
      admin_dashboard_figures: { Args: never; Returns: Json };
      admin_dates_below_minimum: { Args: never; Returns: Json };
      admin_invoice_page: {
        Args: {
          _from?: string;
          _kind?: string;
          _limit?: number;
          _offset?: number;
          _search?: string;
          _to?: string;
        };
        Returns: Json;
      };
      admin_invoices: {
        Args: {
          _from?: string;
          _to?: string;
        };
        Returns: Json;
      };
      admin_offer_waitlist_seats: {
        Args: {
          _entry_id: string;
        };
        Returns: Json;
      };
      admin_remove_waitlist_entry: {
        Args: {
          _entry_id: string;
        };
        Returns: Json;
      };
      admin_resend_email: {
        Args: {
          _email_id: string;
        };
        Returns: Json;
      };
      admin_search_bookings: {
        Args: {
          _city?: string;
          _follow_up?: boolean;
          _from?: string;
          _limit?: number;
          _offset?: number;
          _query?: string;
          _seminar?: string;
          _status?: Database['public']['Enums']['booking_status'];
          _to?: string;
        };
        Returns: Json;
      };
      admin_session_participants: {
        Args: {
          _session_id: string;
        };
        Returns: Json;
      };
      admin_set_attendance: {
        Args: {
          _booking_item_id: string;
          _participant_index: number;
          _present: boolean;
        };
        Returns: Json;
      };
      admin_set_booking_status: {
        Args: {
          _booking_id: string;
          _status: Database['public']['Enums']['booking_status'];
        };
        Returns: Json;
      };
      admin_set_user_role: {
        Args: {
          _grant: boolean;
          _role: Database['public']['Enums']['app_role'];
          _user_id: string;
        };
        Returns: Json;
      };
      admin_update_session_capacity: {
        Args: {
          _capacity: number;
          _session_id: string;
        };
        Returns: Json;
      };
      admin_verify_certificate: {
        Args: {
          _certificate_id: string;
        };
        Returns: Json;
      };
      attach_checkout_session: {
        Args: {
          _booking_id: string;
          _session_id: string;
          _url: string;
        };
        Returns: Json;
      };
      begin_checkout_session: {
        Args: {
          _booking_id: string;
          _expires_at: string;
        };
        Returns: Json;
      };
      book_cart: {
        Args: {
          _customer: Json;
          _lines: Json;
          _payment_method: string;
        };
        Returns: Json;
      };
      cancel_booking: {
        Args: {
          _booking_id: string;
        };
        Returns: Json;
      };
      catalog_seats: {
        Args: {
          _session_ids?: string[];
          _webinar_ids?: string[];
        };
        Returns: Json;
      };
      change_participant: {
        Args: {
          _booking_item_id: string;
          _email: string;
          _first_name: string;
          _last_name: string;
          _participant_index: number;
        };
        Returns: Json;
      };
      confirm_booking_email: {
        Args: {
          _token: string;
        };
        Returns: Json;
      };
      confirm_waitlist: {
        Args: {
          _token: string;
        };
        Returns: Json;
      };
      delete_my_account: { Args: never; Returns: Json };
      expire_waitlist_offers: { Args: never; Returns: number };
      get_waitlist_offer: {
        Args: {
          _token: string;
        };
        Returns: Json;
      };
      guest_booking: {
        Args: {
          _token: string;
        };
        Returns: Json;
      };
      guest_invoices: {
        Args: {
          _booking_id: string;
          _payment_token: string;
        };
        Returns: Json;
      };
      has_role: {
        Args: {
          _role: Database['public']['Enums']['app_role'];
          _user_id: string;
        };
        Returns: boolean;
      };
      has_webinar_access: {
        Args: {
          _webinar_id: string;
        };
        Returns: boolean;
      };
      join_waitlist: {
        Args: {
          _email: string;
          _name: string;
          _seats: number;
          _session_id: string;
          _webinar_id: string;
        };
        Returns: Json;
      };
      leave_waitlist: {
        Args: {
          _token: string;
        };
        Returns: Json;
      };
      mark_booking_paid_by_webhook: {
        Args: {
          _booking_id: string;
        };
        Returns: Json;
      };
      my_certificates: { Args: never; Returns: Json };
      my_waitlist_entries: { Args: never; Returns: Json };
      my_withdrawal_options: { Args: never; Returns: Json };
      ops_health: {
        Args: {
          _cron_jobs?: Json;
          _functions?: Json;
        };
        Returns: Json;
      };
      purge_expired_personal_data: { Args: never; Returns: boolean };
      rebook_booking_item: {
        Args: {
          _booking_item_id: string;
          _session_id: string;
          _token?: string;
          _waive_fee?: boolean;
        };
        Returns: Json;
      };
      rebooking_quote: {
        Args: {
          _booking_item_id: string;
          _session_id: string;
          _token?: string;
          _waive_fee?: boolean;
        };
        Returns: Json;
      };
      record_stripe_payment: {
        Args: {
          _amount_cents: number;
          _booking_id: string;
          _currency?: string;
          _event_id: string;
          _session_id?: string;
        };
        Returns: Json;
      };
      refund_cancelled_date: {
        Args: {
          _booking_item_id: string;
          _token?: string;
        };
        Returns: Json;
      };
      submit_accessibility_feedback: {
        Args: {
          _email?: string;
          _message: string;
          _name?: string;
          _page?: string;
        };
        Returns: Json;
      };
      withdraw_booking: {
        Args: {
          _booking_id: string;
        };
        Returns: Json;
      };
      withdraw_booking_as_guest: {
        Args: {
          _booking_number: string;
          _email: string;
          _name: string;
        };
        Returns: Json;
      };
    };
    Enums: {
      app_role: 'admin' | 'customer';
      booking_status: 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'expired';
      customer_type: 'private' | 'company';
      inhouse_status: 'new' | 'in_progress' | 'done';
      payment_method: 'invoice' | 'online';
      seminar_category:
        | 'seo'
        | 'google-ads'
        | 'social-media'
        | 'content-marketing'
        | 'email-marketing'
        | 'webanalyse'
        | 'ki-marketing'
        | 'ki-coding';
      session_status: 'scheduled' | 'cancelled';
      waitlist_status: 'pending_confirmation' | 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ['admin', 'customer'],
      booking_status: ['pending', 'confirmed', 'paid', 'cancelled', 'expired'],
      customer_type: ['private', 'company'],
      inhouse_status: ['new', 'in_progress', 'done'],
      payment_method: ['invoice', 'online'],
      seminar_category: [
        'seo',
        'google-ads',
        'social-media',
        'content-marketing',
        'email-marketing',
        'webanalyse',
        'ki-marketing',
        'ki-coding',
      ],
      session_status: ['scheduled', 'cancelled'],
      waitlist_status: ['pending_confirmation', 'waiting', 'offered', 'booked', 'lapsed', 'left'],
    },
  },
} as const;
