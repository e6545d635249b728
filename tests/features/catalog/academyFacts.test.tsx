/**
 * Facts from data, never from copy (issue 29): the home page said "Höchstens 16 Teilnehmende", the about page
 * "Höchstens 12". The group size now comes from the upcoming dates both pages load, the in-house group size from the
 * settings, the number of cities from the city pages; change the data and the copy follows.
 */
import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { citiesHeading, cityListText, inCitiesText, largestGroup, numberWord } from '@/features/catalog/academyFacts';
import { todayInBerlin } from '@/lib/format';
import { getMockDb, serviceContext, updateRow } from '../../../mocks';
import { renderApp } from '../../utils/renderApp';

jest.setTimeout(30_000);

/** The largest capacity of an upcoming scheduled date of a published seminar, straight from the mock database. */
function largestUpcomingCapacity(): number {
  const db = getMockDb();
  const published = new Set(
    db
      .rows('seminars')
      .filter((s) => s.published)
      .map((s) => s.id),
  );
  const upcoming = db
    .rows('seminar_sessions')
    .filter((s) => s.status === 'scheduled' && String(s.start_date) >= todayInBerlin() && published.has(s.seminar_id));
  return Math.max(...upcoming.map((s) => Number(s.capacity)));
}

/** Gives one upcoming date of a published seminar a new capacity (above its booked seats). */
function setOneCapacity(capacity: number) {
  const db = getMockDb();
  const session = db
    .rows('seminar_sessions')
    .find(
      (s) =>
        s.status === 'scheduled' &&
        String(s.start_date) >= todayInBerlin() &&
        Number(s.seats_booked) <= capacity &&
        db.rows('seminars').some((seminar) => seminar.id === s.seminar_id && seminar.published),
    )!;
  updateRow(db, 'seminar_sessions', session, { capacity }, serviceContext(db));
}

async function groupSizeOn(path: string): Promise<string> {
  const view = renderApp(path);
  const text = await screen.findByText(/Höchstens \d+ Teilnehmende pro Termin/);
  const size = /Höchstens (\d+)/.exec(text.textContent ?? '')![1]!;
  view.unmount();
  return size;
}

describe('the group size comes from the dates', () => {
  it('home and about page state the same maximum: the largest capacity of the upcoming dates', async () => {
    const expected = String(largestUpcomingCapacity());
    expect(await groupSizeOn(paths.home)).toBe(expected);
    expect(await groupSizeOn(paths.about)).toBe(expected);
  });

  it('a larger date changes both pages', async () => {
    const larger = largestUpcomingCapacity() + 8;
    setOneCapacity(larger);
    expect(await groupSizeOn(paths.home)).toBe(String(larger));
    expect(await groupSizeOn(paths.about)).toBe(String(larger));
  });
});

describe('the in-house group size comes from the settings', () => {
  it('follows settings.inhouse_max_participants', async () => {
    const db = getMockDb();
    updateRow(db, 'settings', db.rows('settings')[0]!, { inhouse_max_participants: 8 }, serviceContext(db));
    renderApp(paths.inhouse);
    expect(await screen.findByText(/Für bis zu 8 Teilnehmende/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/bis zu 12 Teilnehmende/)).not.toBeInTheDocument());
  });
});

describe('academy facts', () => {
  it('the cities: count and list of the city pages', () => {
    expect(inCitiesText()).toBe('in sechs Städten');
    expect(citiesHeading()).toBe('Sechs Städte');
    expect(cityListText()).toBe('Berlin, München, Hamburg, Frankfurt, Stuttgart und Köln');
    expect(inCitiesText(1)).toBe('in einer Stadt');
    expect(citiesHeading(13)).toBe('13 Städte');
    expect(numberWord(12)).toBe('zwölf');
  });

  it('largestGroup: the largest capacity, none without dates', () => {
    expect(largestGroup([{ capacity: 12 }, { capacity: 16 }, { capacity: 8 }])).toBe(16);
    expect(largestGroup([])).toBeNull();
    expect(largestGroup(undefined)).toBeNull();
  });
});
