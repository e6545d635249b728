/**
 * How prices are set (docs/pricing.md): the admin enters the net price the database stores, and the field says the
 * gross visitors read first, computed as the database computes it, so a round gross is easy to hit.
 */
import { screen } from '@testing-library/react';
import { renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

jest.setTimeout(30_000);

describe('the seminar form’s price field', () => {
  it('shows the gross of the seed price and follows what the admin types', async () => {
    await signInAs('admin');
    const { user } = renderApp('/admin/seminars');
    await user.click(
      await screen.findByRole('button', { name: 'SEO-Grundlagen: Besser gefunden werden bei Google bearbeiten' }),
    );
    const net = await screen.findByRole('textbox', { name: /Nettopreis/ });
    expect(net).toHaveValue('1.252,10');
    expect(net).toHaveAccessibleDescription(/Besucher sehen zuerst 1\.490,00\s€ inkl\. 19 % MwSt\./);

    await user.clear(net);
    await user.type(net, '1.000,00');
    expect(net).toHaveAccessibleDescription(/Besucher sehen zuerst 1\.190,00\s€ inkl\. 19 % MwSt\./);
    const rate = screen.getByRole('textbox', { name: /Mehrwertsteuersatz/ });
    await user.clear(rate);
    await user.type(rate, '7');
    expect(net).toHaveAccessibleDescription(/Besucher sehen zuerst 1\.070,00\s€ inkl\. 7 % MwSt\./);
  });
});
