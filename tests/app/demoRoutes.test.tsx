import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { paths } from '@/config/paths';

/** Every path of a route table, nested ones included. */
function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('demo pages only in demo builds', () => {
  const demoPaths = [paths.demoMailbox, paths.demoPayment, paths.demoOAuthConsent];

  it('the demo route table has the /demo pages', () => {
    expect(allPaths(createRoutes('demo'))).toEqual(expect.arrayContaining(demoPaths));
  });

  it('the live route table has no /demo route', () => {
    expect(allPaths(createRoutes('live')).filter((path) => path.startsWith('/demo'))).toEqual([]);
  });

  it.each(demoPaths)('a live build shows the 404 page at %s', async (path) => {
    render(
      <AppProviders store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable routes={createRoutes('live')} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
