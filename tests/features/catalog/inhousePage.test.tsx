import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { server } from '../../../mocks/node';
import { canonicalHref, metaContent, renderApp } from '../../utils/renderApp';
import { signInAs } from '../../utils/session';

async function openInhouse() {
  const view = renderApp(paths.inhouse);
  const form = await screen.findByRole('form', { name: 'Inhouse-Anfrage' });
  return { ...view, form };
}

type User = ReturnType<typeof renderApp>['user'];

async function fillValidRequest(user: User, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/^Firma/), 'Nordlicht Logistik GmbH');
  await user.type(within(form).getByLabelText(/^Ansprechperson/), 'Miriam Sommer');
  await user.type(within(form).getByLabelText(/^E-Mail/), 'M.Sommer@Nordlicht.test');
  await user.type(within(form).getByLabelText(/^Telefon/), '+49 40 555 123');
  await user.selectOptions(within(form).getByLabelText(/^Thema/), 'Google Ads');
  await user.type(within(form).getByLabelText(/^Teilnehmerzahl/), '8');
  await user.type(within(form).getByLabelText(/^Gewünschter Zeitraum/), 'März 2027');
  await user.click(within(form).getByRole('radio', { name: 'In Ihren Seminarräumen' }));
  await user.type(within(form).getByLabelText(/^Nachricht/), 'Zwei Tage, Schwerpunkt Performance Max.');
  await user.click(within(form).getByRole('checkbox', { name: /Angaben zur Bearbeitung der Anfrage/ }));
}

async function storedRequests() {
  // Visitors may only insert; an admin reads the requests back (RLS as in the SQL).
  await signInAs('admin');
  // The app on screen follows the sign-in: its header offers the admin area once the role is checked.
  await screen.findByRole('link', { name: 'Admin-Bereich' });
  const client = await getSupabase();
  const { data, error } = await client.from('inhouse_requests').select('*').eq('company', 'Nordlicht Logistik GmbH');
  if (error) throw new Error(error.message);
  return data;
}

describe('/inhouse-schulungen', () => {
  it('presents the offer: benefits, steps, topics, formats and a price indication', async () => {
    await openInhouse();
    expect(screen.getByRole('heading', { level: 1, name: 'Inhouse-Schulungen' })).toBeInTheDocument();
    for (const name of ['Ihre Vorteile', 'So läuft es ab', 'Themen', 'Formate', 'Preis']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Bei Ihnen vor Ort' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In unseren Räumen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Online' })).toBeInTheDocument();
    expect(screen.getByText('ab 2.490 € netto pro Schulungstag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '/themen/seo');
    await waitFor(() => expect(document.title).toBe(`Inhouse-Schulungen | ${site.name}`));
    expect(metaContent('og:title')).toBe(`Inhouse-Schulungen | ${site.name}`);
    expect(metaContent('description')).toMatch(/^Maßgeschneiderte Schulungen/);
    expect(canonicalHref()).toBe(`${site.origin}/inhouse-schulungen`);
  });

  it('explains invalid input in German, then stores a valid request and confirms it', async () => {
    const { user, form } = await openInhouse();
    await user.type(within(form).getByLabelText(/^E-Mail/), 'keine-adresse');
    await user.type(within(form).getByLabelText(/^Teilnehmerzahl/), '0');
    await user.click(within(form).getByRole('button', { name: 'Anfrage senden' }));

    expect(await within(form).findByText('Bitte geben Sie den Namen Ihrer Firma an.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine Ansprechperson an.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte wählen Sie ein Thema.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte geben Sie eine ganze Zahl zwischen 1 und 500 an.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte wählen Sie, wo die Schulung stattfinden soll.')).toBeInTheDocument();
    expect(within(form).getByText('Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Firma/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Firma/)).toHaveFocus();
    // What was typed stays.
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveValue('keine-adresse');

    await user.clear(within(form).getByLabelText(/^E-Mail/));
    await user.clear(within(form).getByLabelText(/^Teilnehmerzahl/));
    await fillValidRequest(user, form);
    await user.click(within(form).getByRole('button', { name: 'Anfrage senden' }));

    const heading = await screen.findByRole('heading', { name: 'Vielen Dank – Ihre Anfrage ist bei uns eingegangen.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('m.sommer@nordlicht.test')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Inhouse-Anfrage' })).not.toBeInTheDocument();

    expect(await storedRequests()).toEqual([
      expect.objectContaining({
        company: 'Nordlicht Logistik GmbH',
        contact_name: 'Miriam Sommer',
        email: 'm.sommer@nordlicht.test',
        phone: '+49 40 555 123',
        topic: 'Google Ads',
        participants: 8,
        preferred_period: 'März 2027',
        location_preference: 'In Ihren Seminarräumen',
        message: 'Zwei Tage, Schwerpunkt Performance Max.',
        privacy_consent: true,
        status: 'new',
      }),
    ]);
  });

  it('keeps every field and says why when the server refuses the request', async () => {
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/inhouse_requests`, () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy for table "inhouse_requests"' },
          { status: 403 },
        ),
      ),
    );
    const { user, form } = await openInhouse();
    await fillValidRequest(user, form);
    await user.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dafür fehlen Ihnen die Berechtigungen.');
    expect(within(form).getByLabelText(/^Firma/)).toHaveValue('Nordlicht Logistik GmbH');
    expect(within(form).getByLabelText(/^Ansprechperson/)).toHaveValue('Miriam Sommer');
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveValue('M.Sommer@Nordlicht.test');
    expect(within(form).getByLabelText(/^Telefon/)).toHaveValue('+49 40 555 123');
    expect(within(form).getByLabelText(/^Thema/)).toHaveValue('google-ads');
    expect(within(form).getByLabelText(/^Teilnehmerzahl/)).toHaveValue(8);
    expect(within(form).getByLabelText(/^Gewünschter Zeitraum/)).toHaveValue('März 2027');
    expect(within(form).getByRole('radio', { name: 'In Ihren Seminarräumen' })).toBeChecked();
    expect(within(form).getByLabelText(/^Nachricht/)).toHaveValue('Zwei Tage, Schwerpunkt Performance Max.');
    expect(within(form).getByRole('checkbox', { name: /Angaben zur Bearbeitung/ })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Anfrage senden' })).toBeEnabled();

    server.resetHandlers();
    expect(await storedRequests()).toEqual([]);
  });

  it('disables the submit button while the request is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/inhouse_requests`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return undefined;
      }),
    );
    const { user, form } = await openInhouse();
    await fillValidRequest(user, form);
    await user.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Anfrage senden' })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: /Ihre Anfrage ist bei uns eingegangen/ })).toBeInTheDocument();
  });

  it('starts the message with a question the chat assistant handed over (?anfrage=…)', async () => {
    const question = 'Wir sind 8 Kollegen & möchten SEO bei uns vor Ort – was kostet das?';
    renderApp(`${paths.inhouse}?anfrage=${encodeURIComponent(question)}#inhouse-anfrage`);
    const form = await screen.findByRole('form', { name: 'Inhouse-Anfrage' }, { timeout: 5000 });
    expect(within(form).getByLabelText(/^Nachricht/)).toHaveValue(question);
    expect(within(form).getByLabelText(/^Firma/)).toHaveValue('');
  });
});
