/**
 * The demo backend's keys. The secret signs every JWT the mock issues; it protects nothing (demo data only). The anon
 * key lives in src/config/env.ts because the app needs it; the service-role key is for tests and seed tooling only.
 */
export const DEMO_JWT_SECRET = 'demo-akademie-jwt-secret-not-for-production-use-32+';

export const DEMO_SUPABASE_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicmVmIjoiZGVtby1iYWNrZW5kIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.lAwEXv4k7PjMu55VRpyhLdCRfO1b6XRNkWX_hVW8coU';

/** Access tokens live one hour, like Supabase's default `jwt_expiry`. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
