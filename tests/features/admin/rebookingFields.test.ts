/** The rebooking fee as an admin types it: euros in German or plain notation, into the column's whole cents. */
import { euroCents, euroText, feePercentNumber } from '@/features/admin/rebookingFields';

describe('the fixed rebooking fee in euros', () => {
  it.each([
    ['50', 5000],
    ['49,90', 4990],
    ['49,9', 4990],
    ['49.9', 4990],
    ['0', 0],
    [' 50 € ', 5000],
    ['1.250,00', 125_000],
    ['10.000', 1_000_000],
    ['100000', 10_000_000],
    ['100.000,00', 10_000_000],
  ])('%p is %p cents', (text, cents) => {
    expect(euroCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '5,999', '100.000,01', '1.25,00', '1,000.00', '50 Euro'])(
    '%p is no amount of the column’s range',
    (text) => {
      expect(euroCents(text)).toBeNull();
    },
  );

  it('shows the stored cents so that they read back unchanged', () => {
    for (const cents of [0, 5, 4990, 5000, 124_990, 10_000_000]) {
      expect(euroCents(euroText(cents))).toBe(cents);
    }
    expect(euroText(124_990)).toBe('1.249,90');
  });
});

describe('the rebooking fee in percent', () => {
  it('takes whole numbers from 0 to 100', () => {
    expect(feePercentNumber('10')).toBe(10);
    expect(feePercentNumber('10 %')).toBe(10);
    expect(feePercentNumber('0')).toBe(0);
    expect(feePercentNumber('100')).toBe(100);
    for (const text of ['', '101', '-1', '7,5', 'zehn']) expect(feePercentNumber(text)).toBeNull();
  });
});
