import { screen } from '@testing-library/react';
import { preloadRoute } from '@/app/prerender/preloadRoute';
import { renderApp } from '../utils/renderApp';

/**
 * Before a prerendered page hydrates, its chunks are loaded: the page's and the lazy parts the page names (the home
 * page's sections). The first render then renders all of it; a part left to suspend would hydrate later on its own.
 */
describe('preloadRoute', () => {
  it("loads the home page with its sections: the first render shows them without the sections' fallback", async () => {
    await preloadRoute('/');
    const view = renderApp('/');
    // Right after the first render, before any chunk could arrive.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warum die Digitalakademie' })).toBeInTheDocument();
    expect(screen.queryByText('Seminare und Termine werden geladen …')).not.toBeInTheDocument();
    await view.settled();
  });
});
