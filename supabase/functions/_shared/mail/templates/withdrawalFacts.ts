import { once } from '../format';
/** When a withdrawal was received, as both of its mails name it (zoned formatters made on first use). */
const berlinDate = once(
  () =>
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const berlinTime = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** `23.11.2026 um 14:05:09 Uhr` in Berlin time. */
export function receiptTime(instant: string): string {
  const at = new Date(instant);
  return `${berlinDate().format(at)} um ${berlinTime().format(at)} Uhr`;
}
