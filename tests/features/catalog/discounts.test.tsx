/**
 * Prices on the public pages (docs/pricing.md): a running early bird shows the early-bird price, `Frühbucherpreis bis`
 * its last day and the regular price struck through; a group discount shows its rule. Seed: Marketing Automation
 * (10 % until 60 days before, 10 % from 3 persons), Google Ads Performance Max (10 % from 3 persons).
 */
import { screen, within } from '@testing-library/react';
import { formatShortDate } from '@/lib/format';
import { minusDays } from '@/lib/pricing';
import { renderApp } from '../../utils/renderApp';

async function dateRows(name: string): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name })).getAllByRole('listitem');
}

describe('discounts on the public pages', () => {
  it('a date with a running early bird shows the early-bird price until its last day and the regular price struck', async () => {
    renderApp('/hamburg/marketing-automation');
    const [row] = await dateRows('Termine in Hamburg');
    const start = row!.querySelector('time')!.getAttribute('dateTime')!;
    // 1.420,17 € − 10 % (142,02 €) = 1.278,15 € net, 1.521,00 € gross; regular 1.690,00 € gross.
    expect(row).toHaveTextContent('1.521,00 €');
    expect(row).toHaveTextContent('1.278,15 € netto');
    expect(row).toHaveTextContent(`Frühbucherpreis bis ${formatShortDate(minusDays(start, 60))}`);
    const regular = row!.querySelector('del')!;
    expect(regular).toHaveTextContent('statt 1.690,00 €');
    expect(within(regular).getByText('statt')).toHaveClass('visually-hidden');
    expect(row).toHaveTextContent('Gruppenrabatt ab 3 Personen: 10 %');
  });

  it('a seminar with only a group discount shows the rule and the regular price', async () => {
    renderApp('/frankfurt/google-ads-performance-max');
    const [row] = await dateRows('Termine in Frankfurt');
    expect(row).toHaveTextContent('Gruppenrabatt ab 3 Personen: 10 %');
    expect(row).not.toHaveTextContent('Frühbucherpreis');
    expect(row!.querySelector('del')).toBeNull();
  });

  it('a seminar without discounts (the academy default is off) shows its regular price only', async () => {
    renderApp('/muenchen/seo-grundlagen');
    const [row] = await dateRows('Termine in München');
    expect(row).toHaveTextContent('1.490,00 €');
    expect(row).not.toHaveTextContent(/Frühbucher|Gruppenrabatt/);
  });
});
