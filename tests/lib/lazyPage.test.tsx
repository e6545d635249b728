import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazyPage';

/**
 * A page that renders a lazy part of its own names it with its own `preload`: preloading the page loads the part
 * too, so a prerendered page hydrates whole instead of leaving the part to hydrate later as one long task.
 */
describe('lazyPage', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('preloads the parts a page names, and then renders page and part without suspending', async () => {
    const partModule = deferred<{ Part: () => React.ReactElement }>();
    const Part = lazyPage(() => partModule.promise, 'Part');
    function Page() {
      return (
        <main>
          <h1>Seite</h1>
          <Suspense fallback={<p>Teil lädt …</p>}>
            <Part />
          </Suspense>
        </main>
      );
    }
    Page.preload = Part.preload;
    const LazyPage = lazyPage(async () => ({ Page }), 'Page');

    let preloaded = false;
    const preloading = LazyPage.preload().then(() => (preloaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded).toBe(false); // the page's chunk is there, its part's is not yet

    partModule.resolve({ Part: () => <p>Teil</p> });
    await preloading;
    render(
      <Suspense fallback={<p>Seite lädt …</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Seite' })).toBeInTheDocument();
    expect(screen.getByText('Teil')).toBeInTheDocument();
    expect(screen.queryByText(/lädt/)).not.toBeInTheDocument();
  });

  it('suspends until its chunk has arrived when rendered before any preload', async () => {
    const Page = lazyPage(async () => ({ Page: () => <h1>Später</h1> }), 'Page');
    render(
      <Suspense fallback={<p>Seite lädt …</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Seite lädt …')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Später' })).toBeInTheDocument();
  });
});
