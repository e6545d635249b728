import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { getSupabase } from '@/lib/supabase';
import { formatDate, todayInBerlin } from '@/lib/format';
import { slugify, parseEuroToCents } from '@/features/admin/catalog/catalogForm';
import { textToAgenda, agendaToText } from '@/features/admin/catalog/SeminarForm';
import { server } from '../../../mocks/node';
import { sessionId } from '../../../mocks/seed/sessions';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, signInAs } from '../../utils/session';

jest.setTimeout(30_000);

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function openSeminars() {
  await signInAs('admin');
  const app = renderApp('/admin/seminars');
  expect(await screen.findByRole('heading', { level: 1, name: 'Seminare' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'SEO-Grundlagen: Besser gefunden werden bei Google bearbeiten' });
  return app;
}

function seminarTable() {
  return screen.getByRole('table', { name: 'Seminare' });
}

describe('admin seminar helpers', () => {
  it('makes slugs from German titles and reads German amounts', () => {
    expect(slugify('Größer & Schöner: Über SEO!')).toBe('groesser-schoener-ueber-seo');
    expect(slugify('  KI-Coding 2026 ')).toBe('ki-coding-2026');
    expect(parseEuroToCents('1.290,00')).toBe(129000);
    expect(parseEuroToCents('990')).toBe(99000);
    expect(parseEuroToCents('12,5')).toBe(1250);
    expect(parseEuroToCents('1,2,3')).toBeNull();
    const agenda = [
      { title: 'Tag 1', items: ['Grundlagen', 'Praxis'] },
      { title: 'Tag 2', items: [] },
    ];
    expect(textToAgenda(agendaToText(agenda))).toEqual(agenda);
  });
});

describe('/admin/seminars', () => {
  it('lists published seminars and drafts and searches by title, slug and category', async () => {
    const { user } = await openSeminars();
    expect(document.title).toMatch(/^Seminare verwalten/);
    const table = seminarTable();
    expect(within(table).getAllByText('Entwurf').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Veröffentlicht').length).toBeGreaterThan(0);

    const search = screen.getByRole('searchbox', { name: /Seminare durchsuchen/ });
    await user.type(search, 'ki-coding');
    await waitFor(() => expect(within(seminarTable()).getAllByRole('row')).toHaveLength(2));
    expect(seminarTable()).toHaveTextContent('KI-Coding mit Lovable');
    await user.clear(search);
    await user.type(search, 'Webanalyse');
    expect(seminarTable()).toHaveTextContent('Webanalyse & GA4');
    expect(seminarTable()).not.toHaveTextContent('SEO-Grundlagen');
    await user.clear(search);
    await user.type(search, 'gibt es nicht');
    expect(seminarTable()).toHaveTextContent('Kein Seminar passt zur Suche.');
  });

  it('creates a draft (not public), then publishes it with a Berlin session and finds it on /berlin', async () => {
    const { user, unmount } = await openSeminars();
    await user.click(screen.getByRole('button', { name: 'Neues Seminar' }));
    const form = screen.getByRole('form', { name: 'Neues Seminar' });
    const f = within(form);

    // German validation first: nothing sent.
    await user.click(f.getByRole('button', { name: 'Seminar anlegen' }));
    expect(await f.findAllByText('Bitte füllen Sie dieses Feld aus.')).not.toHaveLength(0);

    await user.type(f.getByRole('textbox', { name: /^Titel/ }), 'Größer denken: Über Reichweite');
    expect(f.getByRole('textbox', { name: /^Slug/ })).toHaveValue('groesser-denken-ueber-reichweite');
    await user.selectOptions(f.getByRole('combobox', { name: /Kategorie/ }), 'social-media');
    await user.type(f.getByRole('textbox', { name: /Kurzbeschreibung/ }), 'Mehr Reichweite in kurzer Zeit.');
    await user.type(f.getByRole('textbox', { name: /^Beschreibung/ }), 'Ein Tag voller Praxis.');
    await user.type(
      f.getByRole('textbox', { name: /Ablauf/ }),
      'Vormittag{Enter}Strategie{Enter}{Enter}Nachmittag{Enter}Praxis',
    );
    await user.type(f.getByRole('textbox', { name: /Lernziele/ }), 'Ziel eins{Enter}Ziel zwei');
    await user.type(f.getByRole('textbox', { name: /Zielgruppe/ }), 'Marketing-Teams');
    await user.type(f.getByRole('textbox', { name: /Dauer \(Anzeige\)/ }), '1 Tag');
    await user.type(f.getByRole('textbox', { name: /Nettopreis/ }), '1.290,00');
    const requests = recordRequests('/rest/v1/seminars');
    await user.click(f.getByRole('button', { name: 'Seminar anlegen' }));

    expect(await screen.findByText('Seminar angelegt.')).toBeInTheDocument();
    const sent = requests.json(requests.all().findIndex((request) => request.method === 'POST'));
    expect(sent).toMatchObject({
      slug: 'groesser-denken-ueber-reichweite',
      category: 'social-media',
      price_net_cents: 129000,
      duration_days: 1,
      vat_rate: 19,
      published: false,
      goals: ['Ziel eins', 'Ziel zwei'],
      audience: ['Marketing-Teams'],
      agenda: [
        { title: 'Vormittag', items: ['Strategie'] },
        { title: 'Nachmittag', items: ['Praxis'] },
      ],
    });
    const row = (await within(seminarTable()).findByText('Größer denken: Über Reichweite')).closest('tr')!;
    expect(row).toHaveTextContent('Entwurf');
    expect(row).toHaveTextContent('1.290,00');

    // The new seminar's sessions panel is open: add a Berlin session.
    const panel = await screen.findByRole('region', { name: 'Termine: Größer denken: Über Reichweite' });
    expect(await within(panel).findByText('Für dieses Seminar gibt es noch keine Termine.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Termin hinzufügen' }));
    const sessionForm = await within(panel).findByRole('form', { name: 'Neuer Termin' });
    const start = addDays(todayInBerlin(), 30);
    const s = within(sessionForm);
    await user.type(s.getByLabelText(/Startdatum/), start);
    await user.type(s.getByLabelText(/Enddatum/), start);
    const locations = await s.findByRole('option', { name: /^Berlin – / });
    await user.selectOptions(s.getByRole('combobox', { name: /Standort/ }), locations);
    await user.selectOptions(
      s.getByRole('combobox', { name: /Trainer/ }),
      s.getByRole('option', { name: 'Julia Wagner' }),
    );
    await user.clear(s.getByRole('textbox', { name: /Kapazität/ }));
    await user.type(s.getByRole('textbox', { name: /Kapazität/ }), '14');
    await user.click(s.getByRole('button', { name: 'Termin anlegen' }));
    expect(await screen.findByText('Termin angelegt.')).toBeInTheDocument();
    const sessionRow = (await within(panel).findByText(/^Berlin, /)).closest('tr')!;
    expect(sessionRow).toHaveTextContent('Julia Wagner');
    expect(sessionRow).toHaveTextContent('14');
    expect(sessionRow).toHaveTextContent('Geplant');
    unmount();

    // As a draft it is not on the public city page.
    let city = renderApp('/berlin');
    await screen.findByRole('region', { name: 'Termine in Berlin' });
    await screen.findAllByRole('article');
    expect(screen.queryByText('Größer denken: Über Reichweite')).not.toBeInTheDocument();
    city.unmount();

    // Publish it.
    const admin = renderApp('/admin/seminars');
    await user.click(await screen.findByRole('button', { name: 'Größer denken: Über Reichweite bearbeiten' }));
    const edit = within(screen.getByRole('form', { name: /Seminar bearbeiten/ }));
    expect(edit.getByRole('textbox', { name: /Nettopreis/ })).toHaveValue('1.290,00');
    await user.click(edit.getByRole('checkbox', { name: /Veröffentlicht/ }));
    await user.click(edit.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Seminar gespeichert.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(seminarTable()).getByText('Größer denken: Über Reichweite').closest('tr')).toHaveTextContent(
        'Veröffentlicht',
      ),
    );
    admin.unmount();

    city = renderApp('/berlin');
    const dates = await screen.findByRole('region', { name: 'Termine in Berlin' });
    expect(await within(dates).findByText('Größer denken: Über Reichweite')).toBeInTheDocument();
  });

  it('edits a seminar and refuses a duplicate slug on the field, keeping what was typed', async () => {
    const { user } = await openSeminars();
    await user.click(screen.getByRole('button', { name: 'Technisches SEO für Fortgeschrittene bearbeiten' }));
    const form = within(screen.getByRole('form', { name: /Seminar bearbeiten/ }));
    const title = form.getByRole('textbox', { name: /^Titel/ });
    // Editing the title of an existing seminar does not change its slug.
    await user.clear(title);
    await user.type(title, 'Technisches SEO kompakt');
    const slug = form.getByRole('textbox', { name: /^Slug/ });
    expect(slug).not.toHaveValue('technisches-seo-kompakt');
    await user.clear(slug);
    await user.type(slug, 'seo-grundlagen');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await form.findByText('Dieser Slug ist bereits vergeben.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Technisches SEO kompakt');

    await user.clear(slug);
    await user.type(slug, 'Ungültig Slug');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await form.findByText(/Nur Kleinbuchstaben, Ziffern/)).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'technisches-seo-kompakt');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Seminar gespeichert.')).toBeInTheDocument();
    const row = (await within(seminarTable()).findByText('Technisches SEO kompakt')).closest('tr')!;
    expect(row).toHaveTextContent('technisches-seo-kompakt');
  });

  it("sets a seminar's own minimum participants per date; empty takes the academy's again", async () => {
    const client = await getSupabase();
    const { user } = await openSeminars();
    const edit = async (value: string) => {
      await user.click(screen.getByRole('button', { name: 'Technisches SEO für Fortgeschrittene bearbeiten' }));
      const form = within(screen.getByRole('form', { name: /Seminar bearbeiten/ }));
      const minimum = form.getByRole('textbox', { name: /^Mindestteilnehmerzahl je Termin/ });
      await user.clear(minimum);
      if (value) await user.type(minimum, value);
      await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
      return { form, minimum };
    };
    const { form, minimum } = await edit('101');
    expect(await form.findByText('Bitte geben Sie eine ganze Zahl von 1 bis 100 (Personen) ein.')).toBeInTheDocument();
    expect(minimum).toHaveValue('101');
    await user.clear(minimum);
    await user.type(minimum, '6');
    await user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Seminar gespeichert.')).toBeInTheDocument();
    const stored = async () =>
      (await act(async () => client.from('seminars').select('min_participants').eq('slug', 'technisches-seo').single()))
        .data;
    expect(await stored()).toEqual({ min_participants: 6 });
    await edit('');
    await waitFor(() => expect(screen.queryByRole('form', { name: /Seminar bearbeiten/ })).not.toBeInTheDocument());
    expect(await stored()).toEqual({ min_participants: null });
  });

  it('refuses a capacity below the seats booked, in German, and changes nothing', async () => {
    const client = await getSupabase();
    await signInAs('admin');
    const { data: session } = await client
      .from('seminar_sessions')
      .select('capacity, seats_booked, start_date, seminars(title)')
      .eq('id', sessionId(40))
      .single();
    const { user } = await openSeminars();
    const title = session!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    await user.click(
      await within(panel).findByRole('button', { name: `Termin am ${formatDate(session!.start_date)} bearbeiten` }),
    );
    const form = within(await within(panel).findByRole('form', { name: 'Termin bearbeiten' }));
    const capacity = form.getByRole('textbox', { name: /Kapazität/ });
    await user.clear(capacity);
    await user.type(capacity, String(session!.seats_booked - 1));
    const requests = recordRequests('/rest/v1/seminar_sessions');
    await user.click(form.getByRole('button', { name: 'Termin speichern' }));
    expect(
      await form.findByText('Die Kapazität darf nicht unter der Zahl der bereits gebuchten Plätze liegen.'),
    ).toBeInTheDocument();
    expect(requests.all().filter((request) => request.method === 'PATCH')).toHaveLength(0);

    // The server refuses the same (its trigger), whatever the UI lets through.
    const { error } = await client
      .from('seminar_sessions')
      .update({ capacity: session!.seats_booked - 1 })
      .eq('id', sessionId(40));
    expect(error?.message).toBe('CAPACITY_BELOW_BOOKED');
    const { data: after } = await act(async () =>
      client.from('seminar_sessions').select('capacity').eq('id', sessionId(40)).single(),
    );
    expect(after!.capacity).toBe(session!.capacity);
  });

  it("sets a date's own minimum participants: lowered to its binding seats, the date shows as guaranteed", async () => {
    const client = await getSupabase();
    await signInAs('admin');
    // Date 7 (Technisches SEO, Frankfurt) needs 8 of its own and has fewer binding seats (docs/demo-data.md).
    const { data: session } = await client
      .from('seminar_sessions')
      .select('start_date, min_participants, guaranteed, seminars(title)')
      .eq('id', sessionId(7))
      .single();
    expect(session).toMatchObject({ min_participants: 8, guaranteed: false });
    const { user } = await openSeminars();
    const title = session!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    const day = formatDate(session!.start_date);
    const row = () =>
      within(panel)
        .getByRole('button', { name: `Termin am ${day} bearbeiten` })
        .closest('tr')!;
    await within(panel).findByRole('button', { name: `Termin am ${day} bearbeiten` });
    expect(row()).toHaveTextContent('Offen');
    await user.click(within(panel).getByRole('button', { name: `Termin am ${day} bearbeiten` }));
    const form = within(await within(panel).findByRole('form', { name: 'Termin bearbeiten' }));
    const minimum = form.getByRole('textbox', { name: /Mindestteilnehmerzahl/ });
    expect(minimum).toHaveValue('8');
    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(form.getByRole('button', { name: 'Termin speichern' }));
    expect(await form.findByText('Bitte geben Sie eine ganze Zahl von 1 bis 100 (Personen) ein.')).toBeInTheDocument();
    await user.clear(minimum);
    await user.type(minimum, '2');
    await user.click(form.getByRole('button', { name: 'Termin speichern' }));
    await waitFor(() => expect(row()).toHaveTextContent('Garantiert'));
    const { data: after } = await client
      .from('seminar_sessions')
      .select('min_participants, guaranteed')
      .eq('id', sessionId(7))
      .single();
    expect(after).toEqual({ min_participants: 2, guaranteed: true });
  });

  it('shows the server refusal CAPACITY_BELOW_BOOKED on the capacity field (seats booked meanwhile)', async () => {
    server.use(
      http.patch(`${DEMO_SUPABASE_URL}/rest/v1/seminar_sessions`, () =>
        HttpResponse.json(
          { code: 'P0001', message: 'CAPACITY_BELOW_BOOKED', details: '{"capacity":15,"seats_booked":16}', hint: null },
          { status: 400 },
        ),
      ),
    );
    const client = await getSupabase();
    await signInAs('admin');
    const { data: session } = await client
      .from('seminar_sessions')
      .select('start_date, seminars(title)')
      .eq('id', sessionId(40))
      .single();
    const { user } = await openSeminars();
    const title = session!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    await user.click(
      await within(panel).findByRole('button', { name: `Termin am ${formatDate(session!.start_date)} bearbeiten` }),
    );
    const form = within(await within(panel).findByRole('form', { name: 'Termin bearbeiten' }));
    const capacity = form.getByRole('textbox', { name: /Kapazität/ });
    await user.clear(capacity);
    await user.type(capacity, '15');
    await user.click(form.getByRole('button', { name: 'Termin speichern' }));
    expect(
      await form.findByText('Die Kapazität darf nicht unter der Zahl der bereits gebuchten Plätze liegen.'),
    ).toBeInTheDocument();
    expect(capacity).toHaveValue('15');
    expect(capacity).toHaveFocus();
  });

  it('cancels a session after confirming and flags its bookings for follow-up', async () => {
    const client = await getSupabase();
    await signInAs('admin');
    const { data: session } = await client
      .from('seminar_sessions')
      .select('start_date, seminars(title), booking_items(booking_id)')
      .eq('id', sessionId(40))
      .single();
    const bookingIds = session!.booking_items.map((item) => item.booking_id);
    expect(bookingIds.length).toBeGreaterThan(0);
    const { user } = await openSeminars();
    const title = session!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    // Cancelling sits behind the date's `Aktionen` menu, last, confirmed in the dialog.
    await user.click(
      await within(panel).findByRole('button', {
        name: `Aktionen für den Termin am ${formatDate(session!.start_date)}`,
      }),
    );
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.at(-1)).toHaveTextContent('Termin absagen …');
    await user.click(entries.at(-1)!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('zur Nachbearbeitung markiert');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Nein, behalten' })).toHaveFocus());
    const { data: before } = await client.from('bookings').select('status').in('id', bookingIds);
    const open = before!.filter((booking) => ['pending', 'confirmed', 'paid'].includes(booking.status)).length;
    await user.click(within(dialog).getByRole('button', { name: 'Ja, Termin absagen' }));
    expect(
      await screen.findByText(
        `${open} ${open === 1 ? 'Buchung wurde' : 'Buchungen wurden'} zur Nachbearbeitung markiert.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByText('Abgesagt').length).toBeGreaterThan(0));

    // Read beside the open page, which refetches after the cancel: React applies that inside act().
    const { data: bookings } = await act(async () =>
      client.from('bookings').select('id, status, needs_follow_up').in('id', bookingIds),
    );
    // Every booking that held a seat is flagged (the seed's date also has cancelled and expired ones, which held none).
    const held = bookings!.filter((booking) => ['pending', 'confirmed', 'paid'].includes(booking.status));
    expect(held).toHaveLength(open);
    expect(held.every((booking) => booking.needs_follow_up)).toBe(true);
  });

  it('sends a customer home and a signed-out visitor to the admin sign-in', async () => {
    await signInAs('customer');
    const customer = renderApp('/admin/seminars');
    await waitFor(() => expect(customer.location().pathname).toBe('/'));
    customer.unmount();
    const client = await getSupabase();
    await client.auth.signOut();
    const visitor = renderApp('/admin/seminars');
    await waitFor(() => expect(visitor.location().pathname).toBe('/admin/login'));
  });
});

describe('/admin/seminars on a desktop (issue 29)', () => {
  it("opens a seminar's dates under its own row and moves the focus there", async () => {
    const client = await getSupabase();
    await signInAs('admin');
    const { data: session } = await client
      .from('seminar_sessions')
      .select('seminars(title)')
      .eq('id', sessionId(40))
      .single();
    const title = session!.seminars!.title;
    const { user } = await openSeminars();
    const toggle = screen.getByRole('button', { name: `Termine von ${title}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    // In the row right under the seminar's row, not below the whole list.
    const seminarRow = toggle.closest('tr')!;
    expect(seminarRow.nextElementSibling).toContainElement(panel);
    await user.click(toggle);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('shows a past date as past and offers no cancellation for it', async () => {
    const client = await getSupabase();
    await signInAs('admin');
    const { data: past } = await client
      .from('seminar_sessions')
      .select('start_date, seminars(title)')
      .eq('status', 'scheduled')
      .lt('end_date', todayInBerlin())
      .order('start_date', { ascending: false })
      .limit(1)
      .single();
    expect(past).not.toBeNull();
    const { user } = await openSeminars();
    const title = past!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    const day = formatDate(past!.start_date);
    const menuButton = await within(panel).findByRole('button', { name: `Aktionen für den Termin am ${day}` });
    const row = menuButton.closest('tr')!;
    expect(row).toHaveTextContent('Vergangen');
    expect(row).not.toHaveTextContent('Geplant');
    await user.click(menuButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /absagen/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /absagen/ })).not.toBeInTheDocument();
  });

  it('runs the actions menu by keyboard: arrows move, Escape closes and returns the focus', async () => {
    const client = await getSupabase();
    await signInAs('admin');
    const { data: session } = await client
      .from('seminar_sessions')
      .select('start_date, seminars(title)')
      .eq('id', sessionId(40))
      .single();
    const { user } = await openSeminars();
    const title = session!.seminars!.title;
    await user.click(screen.getByRole('button', { name: `Termine von ${title}` }));
    const panel = await screen.findByRole('region', { name: `Termine: ${title}` });
    const menuButton = await within(panel).findByRole('button', {
      name: `Aktionen für den Termin am ${formatDate(session!.start_date)}`,
    });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Warteliste anzeigen', 'Termin absagen …']);
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entries[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(entries[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // The destructive entry asks first; `Nein, behalten` changes nothing and returns the focus to the menu button.
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Nein, behalten' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton.closest('tr')).toHaveTextContent('Geplant');
  });
});
