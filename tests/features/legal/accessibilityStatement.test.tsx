/**
 * The Barrierefreiheitserklärung (BFSG, issue 31): the statement's parts, linked from the footer, and its form to
 * report a barrier, which reaches the academy and keeps what was typed when the server refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { DEMO_SUPABASE_URL } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { server } from '../../../mocks/node';
import { renderApp } from '../../utils/renderApp';

async function openStatement() {
  const view = renderApp(paths.barrierefreiheit);
  await screen.findByRole('heading', { level: 1, name: 'Barrierefreiheitserklärung' });
  await waitFor(() => expect(document.title).toBe(`Barrierefreiheitserklärung | ${site.name}`));
  return { ...view, main: screen.getByRole('main') };
}

describe('Barrierefreiheitserklärung', () => {
  it('describes the service, its use, the standard, known limits, the date and the market-surveillance authority', async () => {
    const { main } = await openStatement();
    for (const name of [
      'Unsere Dienstleistung',
      'So nutzen Sie die Website',
      'Wie die Website die Anforderungen erfüllt',
      'Bekannte Einschränkungen',
      'Barriere melden',
      'Zuständige Marktüberwachungsbehörde',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(main).toHaveTextContent('EN 301 549');
    expect(main).toHaveTextContent('WCAG) 2.1, Konformitätsstufe AA');
    expect(main).toHaveTextContent('nicht als barrierefreie PDF (PDF/UA)');
    expect(main).toHaveTextContent(
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    );
    expect(main).toHaveTextContent('Magdeburg');
    expect(within(main).getByText(/Stand:/)).toHaveTextContent('Stand: 28. November 2026');
  });

  it('is linked from the footer of every page', async () => {
    renderApp(paths.home);
    const legal = await screen.findByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute(
      'href',
      paths.barrierefreiheit,
    );
  });

  it('checks the report in German before sending, and sends a report to the academy', async () => {
    const { user, main } = await openStatement();
    const form = within(main).getByRole('form', { name: 'Barriere melden' });
    await user.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    const message = within(form).getByRole('textbox', { name: /Welche Barriere ist Ihnen begegnet/ });
    expect(
      await within(form).findByText('Bitte beschreiben Sie die Barriere, auf die Sie gestoßen sind.'),
    ).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();

    await user.type(message, 'Der Kalender ist mit der Tastatur nicht bedienbar.');
    await user.type(within(form).getByRole('textbox', { name: /E-Mail für Rückfragen/ }), 'kein-at');
    await user.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(form).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /E-Mail für Rückfragen/ }));
    await user.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank – Ihre Meldung ist bei uns eingegangen.' }),
    ).toHaveFocus();
  });

  it('keeps everything typed when the server refuses (too many reports), with a polite German message', async () => {
    server.use(
      http.post(`${DEMO_SUPABASE_URL}/rest/v1/rpc/submit_accessibility_feedback`, () =>
        HttpResponse.json(
          { code: 'P0001', message: 'ACCESSIBILITY_FEEDBACK_LIMIT', details: '{}', hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user, main } = await openStatement();
    const form = within(main).getByRole('form', { name: 'Barriere melden' });
    const message = within(form).getByRole('textbox', { name: /Welche Barriere ist Ihnen begegnet/ });
    await user.type(message, 'Fehlende Alternativtexte');
    await user.type(within(form).getByRole('textbox', { name: /Seite oder Funktion/ }), 'Startseite');
    await user.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    expect(
      await within(form).findByText(/Sie haben uns in der letzten Stunde bereits mehrere Meldungen gesendet/),
    ).toBeInTheDocument();
    expect(message).toHaveValue('Fehlende Alternativtexte');
    expect(within(form).getByRole('textbox', { name: /Seite oder Funktion/ })).toHaveValue('Startseite');
  });

  it('has no WCAG 2.1 A/AA violation that axe can see in jsdom', async () => {
    const { started, main } = await openStatement();
    await started();
    const results = await axe.run(main, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
