import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { company } from '../company';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { AccessibilityFeedbackForm } from '../feedback/AccessibilityFeedbackForm';
import styles from './LegalPage.module.css';

/** The day this statement was written and last checked against the product (BFSG, Anlage 3). */
const STATEMENT_DATE = { text: '28. November 2026', iso: '2026-11-28' } as const;

const authority = company.accessibilityAuthority;

const sections: readonly LegalSection[] = [
  {
    id: 'dienstleistung',
    title: 'Unsere Dienstleistung',
    content: (
      <>
        <p>
          {company.legalName} bietet auf dieser Website Seminare an festen Terminen in mehreren Städten sowie
          Live-Webinare an. Sie können das Angebot durchsuchen, Termine vergleichen, Plätze für sich und weitere
          Teilnehmende buchen und bezahlen (per Rechnung oder online), sich bei ausgebuchten Terminen auf eine
          Warteliste setzen, eine Ersatzperson benennen, stornieren oder widerrufen und in Ihrem Kundenkonto Buchungen,
          Rechnungen und Teilnahmebescheinigungen abrufen. Ein automatisierter Chat-Assistent beantwortet Fragen zum
          Angebot.
        </p>
        <p>
          Diese Erklärung beschreibt, wie die Website die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG)
          erfüllt. Für die Veranstaltungsorte finden Sie auf jeder Seminarseite Angaben zum Zugang (z. B. stufenloser
          Eingang, Aufzug).
        </p>
      </>
    ),
  },
  {
    id: 'nutzung',
    title: 'So nutzen Sie die Website',
    content: (
      <ul>
        <li>
          Alle Funktionen lassen sich mit der Tastatur bedienen; „Zum Inhalt springen“ führt an der Navigation vorbei.
        </li>
        <li>
          Die Seiten sind mit Überschriften, Landmarken und Sprungmarken gegliedert und in deutscher Sprache
          ausgezeichnet.
        </li>
        <li>
          Sie können die Schrift im Browser vergrößern (bis 200 %); die Inhalte passen sich auch schmalen Bildschirmen
          an.
        </li>
        <li>Formulare nennen Pflichtfelder, beschriften jedes Feld und zeigen Fehler als Text direkt am Feld an.</li>
        <li>Den Chat-Assistenten können Sie auch als eigene Seite öffnen; Buchen ist ohne Chat vollständig möglich.</li>
      </ul>
    ),
  },
  {
    id: 'anforderungen',
    title: 'Wie die Website die Anforderungen erfüllt',
    content: (
      <>
        <p>
          Maßstab sind die Anforderungen der Anlage 1 zum BFSG, umgesetzt nach der harmonisierten Norm EN 301 549 und
          den Web Content Accessibility Guidelines (WCAG) 2.1, Konformitätsstufe AA. Im Einzelnen:
        </p>
        <ul>
          <li>sichtbarer Tastaturfokus mit ausreichendem Kontrast zu allen Hintergründen und Zustandsfarben;</li>
          <li>Text- und Bedienelementkontraste nach WCAG 2.1 AA;</li>
          <li>reduzierte Bewegung: Wer im Betriebssystem „Bewegung reduzieren“ wählt, sieht keine Animationen;</li>
          <li>
            Formulare mit Beschriftungen, Hinweisen und Fehlermeldungen, die Screenreader mit dem Feld vorlesen; nach
            dem Absenden springt der Fokus zum ersten Fehler oder zur Bestätigung;
          </li>
          <li>Statusmeldungen (z. B. im Warenkorb und im Chat) werden Screenreadern angesagt.</li>
        </ul>
        <p>
          Wir prüfen das automatisiert: Bei jeder Änderung testen automatische Browser-Tests die öffentlichen Seiten,
          die Buchung, das Kundenkonto, den Chat und den Verwaltungsbereich mit dem Prüfwerkzeug axe auf die Regeln der
          WCAG 2.1 A und AA. Automatische Tests finden nicht jede Barriere; deshalb sind wir auf Ihre Hinweise
          angewiesen.
        </p>
      </>
    ),
  },
  {
    id: 'einschraenkungen',
    title: 'Bekannte Einschränkungen',
    content: (
      <ul>
        <li>
          Die PDF-Dateien, die wir erzeugen (Rechnungen, Teilnahmebescheinigungen, Teilnehmerlisten), sind nicht als
          barrierefreie PDF (PDF/UA) ausgezeichnet. Rechnungen erhalten Sie zusätzlich als maschinenlesbare E-Rechnung;
          alle Angaben finden Sie auch als Text in Ihrem Kundenkonto oder in der E-Mail. Auf Wunsch senden wir Ihnen die
          Inhalte in einer anderen Form.
        </li>
        <li>
          Webinare finden auf der Plattform statt, deren Link Sie mit dem Zugang erhalten; deren Bedienung liegt nicht
          bei uns. Bitte sprechen Sie uns an, wenn Sie Unterstützung (z. B. Untertitel) benötigen.
        </li>
        <li>
          Die Antworten des automatisierten Chat-Assistenten können unvollständig sein; verbindlich sind die Angaben auf
          den Seminarseiten, in den AGB und in Ihrer Buchungsbestätigung.
        </li>
      </ul>
    ),
  },
  {
    id: 'barriere-melden',
    title: 'Barriere melden',
    content: (
      <>
        <p>
          Ist Ihnen eine Barriere begegnet? Beschreiben Sie sie bitte hier. Ihre Meldung geht direkt an unser Team. Sie
          erreichen uns auch per E-Mail an <a href={`mailto:${site.email}`}>{site.email}</a> oder telefonisch unter{' '}
          <a href={site.phoneHref}>{site.phone}</a>. Wie wir Ihre Angaben verarbeiten, steht in der{' '}
          <Link to={paths.datenschutz}>Datenschutzerklärung</Link>.
        </p>
        <AccessibilityFeedbackForm />
      </>
    ),
  },
  {
    id: 'marktueberwachung',
    title: 'Zuständige Marktüberwachungsbehörde',
    content: (
      <>
        <p>
          Wenn Sie meinen, dass unsere Dienstleistung die Anforderungen an die Barrierefreiheit nicht erfüllt, können
          Sie sich an die zuständige Marktüberwachungsbehörde wenden:
        </p>
        <address>
          {authority.name}
          <br />
          {authority.legalForm}
          {authority.postalAddress.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          <br />
          E-Mail: <a href={`mailto:${authority.email}`}>{authority.email}</a>
        </address>
      </>
    ),
  },
];

/** `/barrierefreiheit`: the accessibility statement of the BFSG with the form to report a barrier. */
export function BarrierefreiheitPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Barrierefreiheitserklärung"
        description="Wie unsere Website für Seminare und Webinare die Anforderungen an Barrierefreiheit erfüllt, bekannte Einschränkungen und wie Sie uns eine Barriere melden."
        path={paths.barrierefreiheit}
      />
      <ScreenIntro
        heading="Barrierefreiheitserklärung"
        lead="Wie Sie unser Angebot nutzen können, wo es noch Grenzen gibt und wie Sie uns eine Barriere melden."
      />
      <LegalDocument sections={sections} updated={STATEMENT_DATE.text} updatedIso={STATEMENT_DATE.iso} />
    </div>
  );
}
