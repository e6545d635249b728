/**
 * The header's navigation before and after its Radix code arrives (it loads after the first paint): the plain menu
 * already works as a disclosure, and the swap keeps the focus where the user left it.
 */
import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlainHeaderMenu } from '@/app/layouts/headerMenu/PlainHeaderMenu';
import type * as HeaderMenuModule from '@/app/layouts/headerMenu/HeaderMenu';

const noop = () => undefined;

function PlainMenuWithState() {
  const [openItem, setOpenItem] = useState('');
  return (
    <MemoryRouter>
      <PlainHeaderMenu
        navRef={createRef<HTMLElement>()}
        className=""
        openItem={openItem}
        onOpenItemChange={setOpenItem}
        onKeyDown={noop}
        onBlur={noop}
        onSeminareBlur={noop}
        close={() => setOpenItem('')}
        actions={null}
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
  it('keeps the focus on the entry the user is on', async () => {
    // A module registry of its own, where the Radix menu has not been loaded yet (jest.setup preloads it elsewhere).
    await jest.isolateModulesAsync(async () => {
      const React = await import('react');
      // `pure`: no cleanup hooks registered inside a test; this test cleans up itself.
      const rtl = await import('@testing-library/react/pure');
      const router = await import('react-router-dom');
      const { HeaderMenu, preloadHeaderMenu } = (await import(
        '@/app/layouts/headerMenu/HeaderMenu'
      )) as typeof HeaderMenuModule;
      const navRef = React.createRef<HTMLElement>();
      rtl.render(
        <router.MemoryRouter>
          <HeaderMenu
            navRef={navRef}
            className=""
            openItem=""
            onOpenItemChange={noop}
            onKeyDown={noop}
            onBlur={noop}
            onSeminareBlur={noop}
            close={noop}
            actions={null}
          />
        </router.MemoryRouter>,
      );
      // The plain menu first: its `Seminare` is a plain button without Radix's generated id.
      const plainTrigger = rtl.screen.getByRole('button', { name: 'Seminare' });
      expect(plainTrigger).not.toHaveAttribute('id');
      const webinare = rtl.screen.getByRole('link', { name: 'Webinare' });
      webinare.focus();

      await rtl.act(() => preloadHeaderMenu());
      const radixTrigger = await rtl.screen.findByRole('button', { name: 'Seminare' });
      await rtl.waitFor(() => expect(radixTrigger).toHaveAttribute('id'));
      const newWebinare = rtl.screen.getByRole('link', { name: 'Webinare' });
      expect(newWebinare).not.toBe(webinare);
      expect(newWebinare).toHaveFocus();
      rtl.cleanup();
    });
  });
});
