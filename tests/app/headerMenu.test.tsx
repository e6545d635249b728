/**
 * The header's navigation before and after its Radix code arrives (it loads after the first paint): the plain menu
 * already works as a disclosure; the swap waits for the user to turn to the menu and keeps the focus where it is.
 */
import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlainHeaderMenu } from '@/app/layouts/headerMenu/PlainHeaderMenu';
import type * as HeaderMenuModule from '@/app/layouts/headerMenu/HeaderMenu';

const noop = () => undefined;

/** What the header hands either menu, but for the open entry and the navigation's ref. */
const headerProps = {
  className: '',
  onKeyDown: noop,
  onBlur: noop,
  onSeminareBlur: noop,
  actions: null,
};

function PlainMenuWithState() {
  const [openItem, setOpenItem] = useState('');
  return (
    <MemoryRouter>
      <PlainHeaderMenu
        {...headerProps}
        navRef={createRef<HTMLElement>()}
        openItem={openItem}
        onOpenItemChange={setOpenItem}
        close={() => setOpenItem('')}
      />
    </MemoryRouter>
  );
}

describe('the plain header menu (before the Radix menu has loaded)', () => {
  it('`Seminare` opens its list of cities and topics; Escape closes it and returns the focus', async () => {
    const user = userEvent.setup();
    render(<PlainMenuWithState />);
    const trigger = screen.getByRole('button', { name: 'Seminare' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Seminare in Berlin' })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Seminare in Berlin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('the swap to the Radix menu', () => {
  /** In a module registry of its own, where the Radix menu has not been loaded yet (jest.setup preloads it elsewhere). */
  async function renderFreshHeaderMenu() {
    const React = await import('react');
    // `pure`: no cleanup hooks registered inside a test; each test cleans up itself.
    const rtl = await import('@testing-library/react/pure');
    const router = await import('react-router-dom');
    const { HeaderMenu, preloadHeaderMenu } =
      (await import('@/app/layouts/headerMenu/HeaderMenu')) as typeof HeaderMenuModule;
    const navRef = React.createRef<HTMLElement>();
    rtl.render(
      <router.MemoryRouter>
        <HeaderMenu {...headerProps} navRef={navRef} openItem="" onOpenItemChange={noop} close={noop} />
      </router.MemoryRouter>,
    );
    // The plain menu first: its `Seminare` is a plain button without Radix's generated id.
    expect(rtl.screen.getByRole('button', { name: 'Seminare' })).not.toHaveAttribute('id');
    // Loaded after the first paint, the Radix code waits for the user to turn to the menu.
    await rtl.act(() => preloadHeaderMenu());
    expect(rtl.screen.getByRole('button', { name: 'Seminare' })).not.toHaveAttribute('id');
    return rtl;
  }

  it('swaps when the keyboard focus enters, and keeps the focus on that entry', async () => {
    await jest.isolateModulesAsync(async () => {
      const rtl = await renderFreshHeaderMenu();
      const webinare = rtl.screen.getByRole('link', { name: 'Webinare' });
      await rtl.act(async () => webinare.focus());
      expect(rtl.screen.getByRole('button', { name: 'Seminare' })).toHaveAttribute('id');
      const newWebinare = rtl.screen.getByRole('link', { name: 'Webinare' });
      expect(newWebinare).not.toBe(webinare);
      expect(newWebinare).toHaveFocus();
      rtl.cleanup();
    });
  });

  it('swaps when the mouse moves over it, before the click that follows', async () => {
    await jest.isolateModulesAsync(async () => {
      const rtl = await renderFreshHeaderMenu();
      await rtl.act(async () => {
        rtl.fireEvent.pointerOver(rtl.screen.getByRole('link', { name: 'Webinare' }), { pointerType: 'mouse' });
      });
      expect(rtl.screen.getByRole('button', { name: 'Seminare' })).toHaveAttribute('id');
      rtl.cleanup();
    });
  });
});
