/**
 * A prerendered page hands over the strings it was rendered with, so that its hydration renders them again without
 * making an Intl formatter (the first one a page makes initialises ICU, a long task on a phone).
 */
import type * as FormatModule from '@/lib/format';

type Format = typeof FormatModule;

/** lib/format in a registry of its own: no formatter made and nothing handed over yet. */
function freshFormat(): Format {
  let format: Format | undefined;
  jest.isolateModules(() => {
    format = jest.requireActual<Format>('@/lib/format');
  });
  return format!;
}

/** The page as the prerenderer writes it: the formatted strings in a JSON script element. */
function pageWithFormats(entries: Record<string, string>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerendered-formats';
  script.textContent = JSON.stringify(entries);
  document.body.append(script);
}

describe('formats handed over by the prerender', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('records what a page formats, and nothing once the recording has ended', () => {
    const format = freshFormat();
    const take = format.recordFormats();
    const price = format.formatCents(129_000);
    const day = format.formatWeekdayDate('2026-12-03');
    const dateTime = format.berlinIsoDateTime('2026-12-03T08:00:00Z');
    const entries = take();
    format.formatCents(5_000);
    expect(entries).toEqual({
      'cents|129000': price,
      'weekdayDate|2026-12-03': day,
      [`berlinIsoDateTime|${Date.parse('2026-12-03T08:00:00Z')}`]: dateTime,
    });
    expect(dateTime).toBe('2026-12-03T09:00:00+01:00');
  });

  it('renders handed-over values without making a formatter, and formats anything else as before', () => {
    const server = freshFormat();
    const take = server.recordFormats();
    const rendered = {
      price: server.formatCents(129_000),
      date: server.formatDate('2026-12-03'),
      time: server.formatInstantTime('2026-12-03T08:00:00Z'),
    };
    const handedOver = take();

    pageWithFormats(handedOver);
    const browser = freshFormat();
    expect(browser.PRERENDERED_FORMATS_ID).toBe('prerendered-formats');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    expect({
      price: browser.formatCents(129_000),
      date: browser.formatDate('2026-12-03'),
      time: browser.formatInstantTime('2026-12-03T08:00:00Z'),
    }).toEqual(rendered);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();

    expect(browser.formatCents(5_000)).toBe('50,00\u00a0€');
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });
});
