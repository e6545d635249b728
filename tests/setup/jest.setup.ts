import '@testing-library/jest-dom';
import { resetMockDb } from '../../mocks';
import { server } from '../../mocks/node';
import { resetSupabaseClientForTests } from '@/lib/supabase';

// Unhandled requests fail the test: nothing may escape the mock backend.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test starts from the seed, signed out, with a fresh client and empty browser storage.
beforeEach(() => {
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  resetSupabaseClientForTests();
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
