import { HttpHandler, matchRequestUrl } from 'msw';
import { handlers } from '../../mocks/handlers';
import { DEMO_SUPABASE_URL } from '@/config/env';

const httpHandlers = handlers.filter((handler): handler is HttpHandler => handler instanceof HttpHandler);

/** MSW tries handlers in order, parsing cookies and the URL pattern for each: the most frequent requests come first. */
describe('the mock backend’s handlers', () => {
  it('are all HTTP handlers, table reads first', () => {
    expect(httpHandlers).toHaveLength(handlers.length);
    expect(httpHandlers[0]?.info.path).toBe(`${DEMO_SUPABASE_URL}/rest/v1/:table`);
  });

  it.each([
    ['GET', '/rest/v1/seminar_sessions?select=*'],
    ['POST', '/rest/v1/rpc/create_booking'],
    ['POST', '/functions/v1/chat'],
    ['POST', '/auth/v1/token?grant_type=password'],
    ['GET', '/auth/v1/user'],
    ['GET', '/demo/mailbox'],
    ['POST', '/demo/reset'],
  ])('answer %s %s with exactly one handler, so their order changes no answer', (method, path) => {
    const url = new URL(`${DEMO_SUPABASE_URL}${path}`);
    const matching = httpHandlers.filter(
      (handler) =>
        (handler.info.method instanceof RegExp ? handler.info.method.test(method) : handler.info.method === method) &&
        matchRequestUrl(url, handler.info.path as string).matches,
    );
    expect(matching).toHaveLength(1);
  });
});
