import type { Dispatch } from '@reduxjs/toolkit';
import { yieldToMain } from '@/lib/yieldToMain';
import { api, type ApiState } from './api';

/** What revalidating a query needs of its endpoint (every endpoint of the API is a query or a mutation). */
interface QueryEndpoint {
  initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;
}

/**
 * Asks the server again for each query of `queries` (entries of RTK Query's cache), each in a task of its own. It does
 * not subscribe: the components showing a query are subscribed already and show what comes back.
 */
export async function revalidateQueries(dispatch: Dispatch, queries: ApiState['queries']): Promise<void> {
  const endpoints = api.endpoints as Record<string, QueryEndpoint | undefined>;
  for (const entry of Object.values(queries)) {
    const endpoint = entry?.endpointName ? endpoints[entry.endpointName] : undefined;
    if (!entry || !endpoint) continue;
    await yieldToMain();
    dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never);
  }
}
