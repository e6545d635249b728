/**
 * Jest's side of the stories: the shared project annotations (.storybook/annotations.ts, i.e. preview.tsx without the
 * browser's service worker) and the handlers of a story for the MSW node server (docs/toolchain.md, note 7).
 */
import { setProjectAnnotations } from '@storybook/react';
import type { RequestHandler } from 'msw';
import { projectAnnotations } from '../../.storybook/annotations';

export const annotations = setProjectAnnotations([projectAnnotations]);

type HandlerGroup = RequestHandler | readonly RequestHandler[] | undefined;

/**
 * `parameters.msw` as msw-storybook-addon reads it: a list, `{ handlers: [...] }` or `{ handlers: { group: [...] } }`
 * (the named object this project uses), flattened in order.
 */
export function storyHandlers(msw: unknown): RequestHandler[] {
  if (msw == null) return [];
  if (Array.isArray(msw)) return msw as RequestHandler[];
  const handlers = (msw as { handlers?: HandlerGroup[] | Record<string, HandlerGroup> }).handlers;
  if (handlers == null) return [];
  const groups: HandlerGroup[] = Array.isArray(handlers) ? handlers : Object.values(handlers);
  return groups.flatMap((group): RequestHandler[] =>
    group == null ? [] : Array.isArray(group) ? [...group] : [group as RequestHandler],
  );
}
