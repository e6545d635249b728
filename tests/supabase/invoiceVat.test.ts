/**
 * VAT per rate on the net sum on the invoice PDF and in the booking mails' totals (docs/pricing.md): each line shows
 * its share of its rate's VAT, the VAT rows give each rate's VAT on that rate's net sum, and they add up to the total.
 */
import { buildInvoicePdf, type BookingMailData } from '../../supabase/functions/_shared/mail';
import { totalsRows } from '../../supabase/functions/_shared/mail/parts';
import { pdfText } from '../utils/pdfText';
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

const invoiceText = async (data: BookingMailData) => (await pdfText(await buildInvoicePdf(data))).join('\n');

describe('invoice PDF: VAT per rate on the net sum', () => {
  it('states the VAT on the net sum, and the lines show shares that add up to it', async () => {
    const text = await invoiceText(oneRate);
    // (Each amount is followed by the currency sign's bytes, whatever pdfText decodes them to.)
    expect(text).toMatch(/Seminar 1\n1\n10,40[^\n]*\n1,98[^\n]*\n12,38/);
    expect(text).toMatch(/Seminar 2\n1\n10,40[^\n]*\n1,98[^\n]*\n12,38/);
    expect(text).toMatch(/Seminar 3\n1\n10,40[^\n]*\n1,97[^\n]*\n12,37/);
    expect(text).toMatch(/Summe netto\n31,20[^\n]*\nzzgl\. USt\. 19 % auf 31,20[^\n]*\n5,93[^\n]*\nGesamtbetrag\n37,13/);
    expect(text).not.toMatch(/5,94/);
  });

  it('gives each rate its own VAT row on that rate net sum', async () => {
    const text = await invoiceText(twoRates);
    expect(text).toMatch(
      /Summe netto\n42,00[^\n]*\nzzgl\. USt\. 7 % auf 21,00[^\n]*\n1,47[^\n]*\nzzgl\. USt\. 19 % auf 21,00[^\n]*\n3,99[^\n]*\nGesamtbetrag\n47,46/,
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
