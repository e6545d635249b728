import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { getMockDb, serviceContext, updateRow } from '../../../mocks';
import { renderApp } from '../../utils/renderApp';

/** The academy's VAT rate as the admin sets it (`settings.vat_rate`). */
function setVatRate(rate: number) {
  const db = getMockDb();
  const settings = db.rows('settings')[0]!;
  updateRow(db, 'settings', settings, { vat_rate: rate }, serviceContext(db));
}

describe('VAT rate from the settings, never hard-coded', () => {
  it('the in-house price note shows the rate of the settings', async () => {
    setVatRate(7);
    renderApp(paths.inhouse);
    expect(await screen.findByText(/zuzüglich 7 % MwSt\./)).toBeInTheDocument();
    expect(screen.queryByText(/19 %/)).not.toBeInTheDocument();
  });

  it('with the seed rate it shows 19 %', async () => {
    renderApp(paths.inhouse);
    expect(await screen.findByText(/zuzüglich 19 % MwSt\./)).toBeInTheDocument();
  });
});
