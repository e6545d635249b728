/**
 * A keyboard user on a prerendered page: Tab to `Seminare` and Enter before the app has started. The head script
 * records the press (a button's Enter is its click), hydration keeps the prerendered header, and the keyboard focus
 * on the menu swaps in the Radix menu at once — the recorded button must act before it leaves the page.
 */
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Router from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type * as EarlyClicksModule from '@/app/prerender/earlyClicks';
import type * as HeaderMenuModule from '@/app/layouts/headerMenu/HeaderMenu';

const noop = () => undefined;

describe('a key pressed on the header menu before the app has started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('Tab to `Seminare` and Enter before hydration: the menu opens once the app runs, in the Radix menu', async () => {
    // A module registry of its own, where the Radix menu has not loaded yet (jest.setup preloads it elsewhere).
    await jest.isolateModulesAsync(async () => {
      const React = await import('react');
      const { act } = React;
      const { renderToString } = (await import('react-dom/server')) as typeof ReactDomServer;
      const { hydrateRoot } = (await import('react-dom/client')) as typeof ReactDomClient;
      const { MemoryRouter } = (await import('react-router-dom')) as typeof Router;
      const { HeaderMenu, preloadHeaderMenu } =
        (await import('@/app/layouts/headerMenu/HeaderMenu')) as typeof HeaderMenuModule;
      const { EARLY_CLICKS_SCRIPT, replayClicks, replaySwappedClicks, takeEarlyClicks } =
        (await import('@/app/prerender/earlyClicks')) as typeof EarlyClicksModule;

      const navRef = React.createRef<HTMLElement>();
      /** The header's part: the open entry lives above the menu, so it survives the swap. */
      function Header({ afterFirstCommit }: { afterFirstCommit: () => void }) {
        const [openItem, setOpenItem] = React.useState('');
        React.useEffect(afterFirstCommit, [afterFirstCommit]);
        return (
          <MemoryRouter>
            <HeaderMenu
              className=""
              onKeyDown={noop}
              onBlur={noop}
              onSeminareBlur={noop}
              actions={null}
              navRef={navRef}
              openItem={openItem}
              onOpenItemChange={setOpenItem}
              close={() => setOpenItem('')}
            />
          </MemoryRouter>
        );
      }

      // The prerendered page: its markup and the head script, no React yet.
      const root = document.createElement('div');
      root.id = 'root';
      root.innerHTML = renderToString(<Header afterFirstCommit={noop} />);
      document.body.append(root);
      new Function(EARLY_CLICKS_SCRIPT)();
      const prerendered = root.querySelector<HTMLButtonElement>('[data-nav-item="seminare"]')!;

      const user = userEvent.setup();
      await user.tab();
      expect(prerendered).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(prerendered).toHaveAttribute('aria-expanded', 'false');

      // The app starts: recording ends right before hydration; at the first commit the swapped markup's presses are
      // replayed, the others once the sagas run (startApp).
      const early = takeEarlyClicks();
      let waitingForSagas: HTMLButtonElement[] = [];
      await act(async () => {
        hydrateRoot(
          root,
          <Header
            afterFirstCommit={() => {
              waitingForSagas = replaySwappedClicks(early);
            }}
          />,
        );
      });
      // The focus on the menu swaps it in as soon as its code is there; later the sagas start.
      await act(() => preloadHeaderMenu());
      await act(async () => replayClicks(waitingForSagas));

      const seminare = root.querySelector<HTMLButtonElement>('[data-nav-item="seminare"]')!;
      // The Radix menu (its trigger has a generated id), open, with the focus still on `Seminare`.
      expect(seminare).not.toBe(prerendered);
      expect(seminare).toHaveAttribute('id');
      expect(seminare).toHaveAttribute('aria-expanded', 'true');
      expect(seminare).toHaveFocus();
      expect(root.querySelector('a[href="/berlin"]')).not.toBeNull();
      expect(waitingForSagas).toEqual([]);
    });
  });
});
