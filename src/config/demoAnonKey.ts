/**
 * A public, non-secret anon key for the mock backend (role `anon`, as Supabase's own anon keys are). It is an HS256 JWT
 * signed with the mock's demo secret (mocks/auth/keys.ts), so the mock verifies it like Supabase's gateway does.
 *
 * Apart from `./env`, which the entry imports: only the Supabase client and the demo tools need it, and a key does not
 * compress (0.15 KB gzip of the entry).
 */
export const DEMO_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicmVmIjoiZGVtby1iYWNrZW5kIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.jQZugwKlvTPnImHuZozoGHU-ymbiDffBhYeCT_2854w';
