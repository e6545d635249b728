/**
 * VAT per rate on the net sum on the invoice PDF and in the booking mails' totals (docs/pricing.md): each line shows
 * its share of its rate's VAT, the VAT rows give each rate's VAT on that rate's net sum, and they add up to the total.
 */
import { buildInvoicePdf, type InvoiceSnapshot } from '@shared/invoice';
import type { BookingMailData } from '../../supabase/functions/_shared/mail';
import { consumer } from '../invoice/fixtures';
import { totalsRows } from '../../supabase/functions/_shared/mail/parts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookingData } from './mailFixtures';

type Item = BookingMailData['booking']['items'][number];

const base = bookingData().booking.items[0]!;
const item = (n: number, net: number, vatRate: number, share: number): Item => ({
  ...base,
  id: `00000000-0000-4000-8000-0000000000b${n}`,
  title: `Seminar ${n}`,
  quantity: 1,
  unit_net_cents: net,
  line_net_cents: net,
  vat_rate: vatRate,
  line_vat_cents: share,
  participants: [],
});

/** 3 × 10,40 € at 19 %: per line 1,976 € (rounded 1,98 € each, 5,94 €), on the net sum 5,928 € → 5,93 €. */
const oneRate = bookingData({
  net_cents: 3_120,
  vat_cents: 593,
  gross_cents: 3_713,
  items: [item(1, 1_040, 19, 198), item(2, 1_040, 19, 198), item(3, 1_040, 19, 197)],
});

/** 19 %: 2 × 10,50 € → 3,99 €; 7 %: 2 × 10,50 € → 1,47 € (each line 0,735 €). */
const twoRates = bookingData({
  net_cents: 4_200,
  vat_cents: 546,
  gross_cents: 4_746,
  items: [item(1, 1_050, 19, 200), item(2, 1_050, 7, 74), item(3, 1_050, 19, 199), item(4, 1_050, 7, 73)],
});

/**
 * Issue 30: the mails attach the issued invoice's PDF, built from its snapshot (the booking-drawn PDF is gone); the
 * snapshot's VAT per rate (issued from the stored line shares, docs/invoices.md) is what the PDF prints.
 */
const snapshotOf = (data: BookingMailData): InvoiceSnapshot => {
  const rates = [...new Set(data.booking.items.map((line) => line.vat_rate))].sort((a, b) => a - b);
  return {
    ...consumer,
    lines: data.booking.items.map((line) => ({
      description: line.title,
      servicePeriod: { start: line.start_date, end: line.start_date },
      quantity: line.quantity,
      unitNetCents: line.unit_net_cents,
      allowances: [],
      netCents: line.line_net_cents,
      vatRatePercent: line.vat_rate,
    })),
    totals: {
      netCents: data.booking.net_cents,
      vatCents: data.booking.vat_cents,
      grossCents: data.booking.gross_cents,
      vatBreakdown: rates.map((rate) => {
        const lines = data.booking.items.filter((line) => line.vat_rate === rate);
        return {
          ratePercent: rate,
          netCents: lines.reduce((sum, line) => sum + line.line_net_cents, 0),
          vatCents: lines.reduce((sum, line) => sum + line.line_vat_cents, 0),
        };
      }),
      paidCents: 0,
      dueCents: data.booking.gross_cents,
    },
  };
};
/** The PDF's text as `pdftotext -raw` reads it (the fonts are embedded subsets), whitespace squashed. */
async function invoiceText(data: BookingMailData): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-vat-')), 'invoice.pdf');
  fs.writeFileSync(file, await buildInvoicePdf(snapshotOf(data)));
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('invoice PDF: VAT per rate on the net sum', () => {
  it('states the VAT on the net sum, never the sum of rounded line VATs', async () => {
    const text = await invoiceText(oneRate);
    expect(text).toContain('Summe netto 31,20 € Umsatzsteuer 19 % auf 31,20 € 5,93 € Rechnungsbetrag brutto 37,13 €');
    expect(text).not.toMatch(/5,94/);
  });

  it('gives each rate its own VAT row on that rate net sum', async () => {
    const text = await invoiceText(twoRates);
    expect(text).toContain(
      'Summe netto 42,00 € Umsatzsteuer 7 % auf 21,00 € 1,47 € Umsatzsteuer 19 % auf 21,00 € 3,99 € ' +
        'Rechnungsbetrag brutto 47,46 €',
    );
  });
});

describe('booking mails: totals', () => {
  it('show one VAT row for one rate and one row per rate (with its net sum) for several', () => {
    expect(totalsRows(oneRate.booking)).toEqual([
      ['Zwischensumme (netto)', '31,20 €'],
      ['zzgl. 19 % MwSt.', '5,93 €'],
      ['Gesamtbetrag (brutto)', '37,13 €'],
    ]);
    expect(totalsRows(twoRates.booking)).toEqual([
      ['Zwischensumme (netto)', '42,00 €'],
      ['zzgl. 7 % MwSt. auf 21,00 €', '1,47 €'],
      ['zzgl. 19 % MwSt. auf 21,00 €', '3,99 €'],
      ['Gesamtbetrag (brutto)', '47,46 €'],
    ]);
  });
});
