import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { CART_LIFETIME_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderedQuery } from '@/lib/api';
import { company } from '../company';
import { CompanyAddress } from '../components/CompanyAddress';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { RETENTION_DEFAULTS, useRetentionTermsQuery, type RetentionTerms } from '../retentionTerms';
import styles from './LegalPage.module.css';

/** The cart's lifetime in days, from the one constant the cart code uses (docs/constants.md), so the text cannot drift. */
const CART_LIFETIME_DAYS = Math.round(CART_LIFETIME_MS / (24 * 60 * 60 * 1000));

const dpo = company.dataProtectionOfficer;
const authority = company.supervisoryAuthority;

/** What the database deletes by itself every day, with the periods of the settings row (docs/data-model.md). */
function automaticDeletion(terms: RetentionTerms): LegalSection {
  return {
    id: 'automatische-loeschung',
    title: 'Automatische Löschung',
    content: (
      <>
        <p>Folgende Daten löscht unsere Datenbank täglich von selbst, sobald ihre Frist abgelaufen ist:</p>
        <ul>
          <li>
            E-Mails, die wir Ihnen gesendet haben: Inhalt und Empfängeradresse {terms.outbox_retention_days} Tage nach
            dem Versand. Es bleibt nur der Vermerk, welche Art von E-Mail wann versandt wurde. E-Mails, die noch nicht
            zugestellt werden konnten, bleiben gespeichert, bis sie versandt sind.
          </li>
          <li>
            Wartelisteneinträge, deren E-Mail-Adresse nicht bestätigt wurde: {terms.waitlist_retention_days} Tage nach
            dem Eintrag; Einträge, deren Platzangebot verfallen ist oder die Sie verlassen haben,{' '}
            {terms.waitlist_retention_days} Tage danach.
          </li>
          <li>
            Reservierungen ohne Kundenkonto, die nicht verbindlich wurden (etwa weil die E-Mail-Adresse nicht bestätigt
            oder nicht bezahlt wurde): Namen, Anschrift, E-Mail-Adresse, Telefonnummer und die Angaben zu den
            Teilnehmenden {terms.lapsed_hold_retention_days} Tage nach Ablauf der Reservierung. Buchungsnummer, Termin,
            Platzzahl und Betrag bleiben ohne Bezug zu Ihrer Person erhalten.
          </li>
        </ul>
        <p>
          Buchungen, zu denen eine Rechnung gehört, sind davon ausgenommen: Sie bleiben mit der Rechnung{' '}
          {terms.invoice_retention_years} Jahre ab dem Ende des Kalenderjahres der Rechnung gespeichert. Die Rechnung
          ist ein Buchungsbeleg (8 Jahre, siehe oben); die Buchung selbst gehört zu unseren Büchern (10 Jahre, § 147
          Abs. 3 AO).
        </p>
      </>
    ),
  };
}

const sections: readonly LegalSection[] = [
  {
    id: 'verantwortlicher',
    title: 'Verantwortlicher',
    content: (
      <>
        <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist:</p>
        <CompanyAddress withContact />
        <p>Vertreten durch die Geschäftsführung: {company.managingDirectors.join(' und ')}.</p>
      </>
    ),
  },
  {
    id: 'datenschutzbeauftragte',
    title: 'Datenschutzbeauftragte',
    content: (
      <>
        <p>Unsere Datenschutzbeauftragte erreichen Sie unter:</p>
        <CompanyAddress attention={`z. Hd. der Datenschutzbeauftragten ${dpo.name}`} />
        <p>
          E-Mail: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>
        </p>
        <p>Bitte kennzeichnen Sie Post an sie als „vertraulich“, damit sie ungeöffnet weitergeleitet wird.</p>
      </>
    ),
  },
  {
    id: 'rechtsgrundlagen',
    title: 'Rechtsgrundlagen im Überblick',
    content: (
      <>
        <p>Wir verarbeiten personenbezogene Daten nur, wenn eine der folgenden Rechtsgrundlagen es erlaubt:</p>
        <ul>
          <li>
            <strong>Art. 6 Abs. 1 lit. b DSGVO</strong> – zur Erfüllung eines Vertrags mit Ihnen oder zur Durchführung
            vorvertraglicher Maßnahmen auf Ihre Anfrage, etwa bei einer Seminarbuchung.
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. c DSGVO</strong> – zur Erfüllung rechtlicher Pflichten, insbesondere der handels-
            und steuerrechtlichen Aufbewahrungspflichten.
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. f DSGVO</strong> – zur Wahrung unserer berechtigten Interessen, etwa am sicheren
            Betrieb dieser Website; wir nennen das Interesse jeweils an der betreffenden Stelle.
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. a DSGVO</strong> – auf Grundlage Ihrer Einwilligung, etwa für die Webanalyse. Für
            das Speichern von Informationen auf Ihrem Endgerät oder den Zugriff darauf gilt zusätzlich § 25 TDDDG.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'hosting',
    title: 'Hosting, Backend und Server-Logfiles',
    content: (
      <>
        <p>
          Diese Website, unsere Datenbank, die Anmeldung und den Versand von System-E-Mails (etwa Buchungsbestätigung
          und Passwort-Zurücksetzung) betreiben wir mit dem Dienst Supabase der Supabase Inc. mit Sitz in den USA. Die
          Daten werden ausschließlich in einem Rechenzentrum in der Europäischen Union (Frankfurt am Main) gespeichert.
        </p>
        <p>
          Supabase verarbeitet die Daten als unser Auftragsverarbeiter nach unseren Weisungen. Wir haben mit Supabase
          einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen, der die Standardvertragsklauseln
          der EU-Kommission einschließt. Soweit im Rahmen von Wartung und Support ein Zugriff aus den USA nicht
          ausgeschlossen werden kann, ist er durch diese Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO) und
          ergänzende technische Maßnahmen wie die Verschlüsselung aller Verbindungen abgesichert.
        </p>
        <p>
          Beim Aufruf der Website werden technisch notwendige Zugriffsdaten verarbeitet: IP-Adresse, Datum und Uhrzeit,
          aufgerufene Adresse, übertragene Datenmenge, Browser und Betriebssystem. Das dient der Auslieferung der Seiten
          und der Abwehr von Angriffen (berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO). Die Logfiles werden
          nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden.
        </p>
      </>
    ),
  },
  {
    id: 'buchung',
    title: 'Buchung und Vertragsabwicklung',
    content: (
      <>
        <p>Wenn Sie ein Seminar, Webinar oder eine Inhouse-Schulung buchen, verarbeiten wir:</p>
        <ul>
          <li>Vor- und Nachname, E-Mail-Adresse und optional Ihre Telefonnummer,</li>
          <li>Rechnungsanschrift, bei Firmenbuchungen Firmenname und Umsatzsteuer-Identifikationsnummer,</li>
          <li>Namen und E-Mail-Adressen der Teilnehmenden,</li>
          <li>gebuchte Termine, Preise, Zahlungsart und Zahlungsstatus.</li>
        </ul>
        <p>
          Zweck ist die Durchführung des Vertrags: Buchungsbestätigung, Teilnehmerliste, Zugangsdaten zu Webinaren,
          Rechnung und Teilnahmezertifikat (Art. 6 Abs. 1 lit. b DSGVO). Buchen Sie für andere Personen, etwa als
          Arbeitgeber für Ihre Beschäftigten, verarbeiten wir deren Daten zur Durchführung des mit Ihnen geschlossenen
          Vertrags (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist die ordnungsgemäße Durchführung der
          Veranstaltung). Bitte informieren Sie die Teilnehmenden über diese Datenschutzerklärung. Benennen Sie eine
          Ersatzperson, verarbeiten wir deren Namen und E-Mail-Adresse ebenso; sie erhält von uns die Informationen zu
          ihrem Termin per E-Mail (ohne Preise).
        </p>
        <p>
          Geschäftskunden erhalten ihre Rechnung zusätzlich als elektronische Rechnung (E-Rechnung). Anwesende
          Teilnehmende erhalten eine Teilnahmebescheinigung mit einer zufälligen Bescheinigungsnummer; mit ihr
          bestätigen wir auf Anfrage, wer wann an welchem Seminar teilgenommen hat.
        </p>
        <h3>Warteliste</h3>
        <p>
          Tragen Sie sich auf die Warteliste eines ausgebuchten Termins ein, speichern wir Ihren Namen, Ihre
          E-Mail-Adresse, den Termin und die gewünschte Platzzahl, um Ihnen frei werdende Plätze anzubieten (Art. 6 Abs.
          1 lit. b DSGVO). Den Eintrag bestätigen Sie über einen Link per E-Mail; über den Abmeldelink verlassen Sie die
          Liste jederzeit.
        </p>
        <p>
          Die jeweilige Trainerin oder der jeweilige Trainer erhält für die Veranstaltung eine Teilnehmerliste mit Vor-
          und Nachnamen und gegebenenfalls dem Firmennamen. Rechnungsdaten verarbeiten wir außerdem zur Erfüllung
          steuerrechtlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO) und geben sie dafür an unsere Steuerberatung weiter.
        </p>
      </>
    ),
  },
  {
    id: 'kundenkonto',
    title: 'Kundenkonto',
    content: (
      <>
        <p>
          Sie können ein Kundenkonto anlegen, um Ihre Buchungen einzusehen und Ihre Daten nicht jedes Mal neu eingeben
          zu müssen. Dafür speichern wir Vor- und Nachname, E-Mail-Adresse, ein verschlüsselt abgelegtes Passwort sowie
          die Angaben, die Sie in Ihrem Profil hinterlegen (Art. 6 Abs. 1 lit. b DSGVO). Ein Konto ist für eine Buchung
          nicht erforderlich; Sie können auch als Gast buchen.
        </p>
        <h3>Anmeldung mit Google</h3>
        <p>
          Wählen Sie „Mit Google anmelden“, leitet Ihr Browser Sie zu Google Ireland Limited, Gordon House, Barrow
          Street, Dublin 4, Irland, weiter. Nach Ihrer Bestätigung übermittelt Google uns Ihren Namen, Ihre
          E-Mail-Adresse und eine Kennung Ihres Google-Kontos; Ihr Google-Passwort erhalten wir nicht. Rechtsgrundlage
          ist Art. 6 Abs. 1 lit. b DSGVO. Google kann Daten in die USA übermitteln; Google LLC ist nach dem EU-US Data
          Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45
          DSGVO).
        </p>
        <p>
          Die Löschung Ihres Kontos können Sie jederzeit mit einer formlosen E-Mail an{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> verlangen. Buchungs- und Rechnungsdaten bewahren wir danach
          nur noch so lange auf, wie das Gesetz es verlangt.
        </p>
      </>
    ),
  },
  {
    id: 'zahlung',
    title: 'Online-Zahlung',
    content: (
      <>
        <p>
          Wählen Sie bei der Buchung die Online-Zahlung, leiten wir Sie auf die Zahlungsseite unseres
          Zahlungsdienstleisters weiter. Dafür übermitteln wir Buchungsnummer, Betrag, Währung, Ihren Namen und Ihre
          E-Mail-Adresse (Art. 6 Abs. 1 lit. b DSGVO). Ihre Karten- oder Kontodaten geben Sie ausschließlich beim
          Zahlungsdienstleister ein; sie erreichen unsere Server nicht. Wir erhalten lediglich die Bestätigung, ob die
          Zahlung erfolgreich war. Zahlungsdienstleister ist Stripe (Stripe Payments Europe, Ltd., Dublin, Irland).
        </p>
        <p>
          Der Zahlungsdienstleister verarbeitet die Zahlungsdaten auch in eigener Verantwortung, etwa zur
          Betrugsprävention und zur Erfüllung geldwäscherechtlicher Pflichten. Näheres erfahren Sie in dessen
          Datenschutzhinweisen, auf die die Zahlungsseite verweist. Bei Zahlung auf Rechnung werden keine Daten an einen
          Zahlungsdienstleister übermittelt.
        </p>
      </>
    ),
  },
  {
    id: 'inhouse-anfragen',
    title: 'Inhouse-Anfragen und Kontakt',
    content: (
      <>
        <p>
          Fragen Sie eine Inhouse-Schulung an oder schreiben Sie uns eine E-Mail, verarbeiten wir Ihre Angaben (Name,
          Unternehmen, E-Mail-Adresse, Telefonnummer, gewünschte Themen, Teilnehmerzahl, Zeitraum und Ihre Nachricht),
          um Ihre Anfrage zu beantworten und Ihnen ein Angebot zu erstellen (Art. 6 Abs. 1 lit. b DSGVO; bei allgemeinen
          Anfragen Art. 6 Abs. 1 lit. f DSGVO, unser Interesse ist die Beantwortung Ihres Anliegens).
        </p>
        <p>
          Kommt kein Auftrag zustande, löschen wir die Anfrage sechs Monate nach der letzten Kommunikation, damit wir
          bei Rückfragen noch darauf zugreifen können.
        </p>
      </>
    ),
  },
  {
    id: 'barrieren-melden',
    title: 'Meldungen zur Barrierefreiheit',
    content: (
      <p>
        Melden Sie uns über das Formular der <Link to={paths.barrierefreiheit}>Barrierefreiheitserklärung</Link> eine
        Barriere, speichern wir Ihre Beschreibung, die genannte Seite und – falls angegeben – Ihren Namen und Ihre
        E-Mail-Adresse, um die Barriere zu beseitigen und Ihnen zu antworten (Art. 6 Abs. 1 lit. c DSGVO in Verbindung
        mit dem Barrierefreiheitsstärkungsgesetz, im Übrigen Art. 6 Abs. 1 lit. f DSGVO). Die Meldung geht nur an uns;
        an die angegebene Adresse senden wir keine automatische E-Mail.
      </p>
    ),
  },
  {
    id: 'chat-assistent',
    title: 'Chat-Assistent',
    content: (
      <>
        <p>
          Unser Chat-Assistent beantwortet Fragen zu Seminaren, Terminen und Preisen. Die Antworten werden
          ausschließlich aus unserem eigenen Seminarkatalog erzeugt; in der Standardeinstellung wird dafür kein externer
          KI-Anbieter eingebunden, Ihre Eingaben verlassen also unsere Systeme nicht. Der Assistent ist ein
          automatisiertes Programm; darauf weist der Chat zu Beginn jedes Gesprächs hin.
        </p>
        <p>
          Schalten wir die optionale Formulierung der Antworten durch ein KI-Sprachmodell ein, erhält dessen Anbieter
          als unser Auftragsverarbeiter (Art. 28 DSGVO) Ihre Frage (höchstens 4.000 Zeichen) und die Fakten aus unserem
          Katalog; weitere Angaben zu Ihrer Person oder Buchung erhält er nicht. Jede so formulierte Antwort ist im Chat
          als solche gekennzeichnet.
        </p>
        <p>
          Wir verarbeiten Ihre Eingaben nur, um die jeweilige Frage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO bei
          Fragen zu einer Buchung, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser Interesse ist ein schneller Service).
          Der Gesprächsverlauf wird nicht Ihrem Kundenkonto zugeordnet und nicht für Werbezwecke ausgewertet. Bitte
          geben Sie im Chat keine sensiblen Daten wie Gesundheits- oder Zahlungsdaten ein.
        </p>
      </>
    ),
  },
  {
    id: 'speicher-im-browser',
    title: 'Cookies und Speicher im Browser',
    content: (
      <>
        <p>
          Ohne Ihre Einwilligung setzen wir keine Cookies zu Analyse- oder Werbezwecken. Wir speichern nur, was für die
          von Ihnen gewünschten Funktionen unbedingt erforderlich ist (§ 25 Abs. 2 Nr. 2 TDDDG; die anschließende
          Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b und f DSGVO):
        </p>
        <dl>
          <dt>Anmeldesitzung (Local Storage)</dt>
          <dd>
            Solange Sie angemeldet sind, liegt ein Sitzungs-Token im Local Storage Ihres Browsers. Es wird beim Abmelden
            gelöscht.
          </dd>
          <dt>Warenkorb (IndexedDB)</dt>
          <dd>
            Ihr Warenkorb wird in der IndexedDB Ihres Browsers gespeichert, damit er einen Neustart des Browsers
            übersteht. Er wird nach {CART_LIFETIME_DAYS} Tagen automatisch gelöscht; mit „Warenkorb leeren“ können Sie
            ihn jederzeit selbst entfernen.
          </dd>
          <dt>Ihre Datenschutz-Einstellung (Local Storage)</dt>
          <dd>
            Ihre Entscheidung über die Einwilligung in die Webanalyse („Akzeptieren“ oder „Ablehnen“) speichern wir mit
            Datum, damit wir Sie nicht bei jedem Besuch erneut fragen müssen. Sie bleibt gespeichert, bis Sie sie über
            „Cookie-Einstellungen“ ändern oder die Website-Daten in Ihrem Browser löschen.
          </dd>
        </dl>
        <p>
          Sie können diese Daten jederzeit über die Einstellungen Ihres Browsers löschen; Sie werden dann abgemeldet und
          Ihr Warenkorb ist leer.
        </p>
      </>
    ),
  },
  {
    id: 'webanalyse',
    title: 'Webanalyse nur mit Ihrer Einwilligung',
    content: (
      <>
        <p>
          Nur wenn Sie ausdrücklich einwilligen, nutzen wir Google Analytics 4 der Google Ireland Limited, Gordon House,
          Barrow Street, Dublin 4, Irland, um zu verstehen, wie unsere Website genutzt wird, und sie zu verbessern.
          Solange Sie im Hinweis „Ihre Privatsphäre“ nicht „Akzeptieren“ gewählt haben, wird das Analyseskript nicht
          geladen und es werden keine Analyse-Cookies gesetzt. Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1
          lit. a DSGVO und § 25 Abs. 1 TDDDG.
        </p>
        <p>
          Erfasst werden pseudonyme Nutzungsdaten wie aufgerufene Seiten, Verweildauer, ungefähre Region, Geräte- und
          Browsertyp sowie technische Fehlermeldungen; IP-Adressen werden von Google Analytics 4 nicht gespeichert. Die
          Daten werden nach 14 Monaten gelöscht. Eine Übermittlung in die USA ist möglich; Google LLC ist nach dem EU-US
          Data Privacy Framework zertifiziert (Art. 45 DSGVO).
        </p>
      </>
    ),
  },
  {
    id: 'schriftarten',
    title: 'Schriftarten',
    content: (
      <p>
        Die Schriftarten dieser Website liefern wir von unserem eigenen Server aus. Beim Seitenaufruf wird keine
        Verbindung zu Servern von Google Fonts oder anderen Schriftanbietern hergestellt.
      </p>
    ),
  },
  {
    id: 'empfaenger',
    title: 'Empfänger und Übermittlung in Drittländer',
    content: (
      <>
        <p>Wir verkaufen Ihre Daten nicht. Empfänger sind nur:</p>
        <ul>
          <li>unser Hosting- und Backend-Dienstleister Supabase als Auftragsverarbeiter,</li>
          <li>der Zahlungsdienstleister Stripe, wenn Sie online bezahlen,</li>
          <li>
            unser E-Mail-Versanddienstleister als Auftragsverarbeiter (Empfängeradresse und Inhalt unserer E-Mails),
          </li>
          <li>
            der Anbieter des KI-Sprachmodells, nur wenn dessen optionale Formulierung eingeschaltet ist (siehe
            Chat-Assistent),
          </li>
          <li>Google, wenn Sie sich mit Google anmelden oder in die Webanalyse einwilligen,</li>
          <li>die Trainerinnen und Trainer Ihrer Veranstaltung (Teilnehmerliste),</li>
          <li>unsere Steuerberatung und Behörden, soweit wir gesetzlich dazu verpflichtet sind.</li>
        </ul>
        <p>
          Übermittlungen in Länder außerhalb der EU finden nur in den oben beschriebenen Fällen und nur mit den dort
          genannten Garantien statt.
        </p>
      </>
    ),
  },
  {
    id: 'speicherdauer',
    title: 'Speicherdauer',
    content: (
      <>
        <p>
          Wir löschen personenbezogene Daten, sobald der Zweck ihrer Verarbeitung entfällt und keine gesetzliche
          Aufbewahrungspflicht mehr besteht. Die Fristen beginnen jeweils mit dem Ende des Kalenderjahres:
        </p>
        <ul>
          <li>
            Rechnungen und andere Buchungsbelege: 8 Jahre (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4
            HGB),
          </li>
          <li>Bücher, Jahresabschlüsse und Inventare: 10 Jahre (§ 147 Abs. 3 AO; § 257 Abs. 4 HGB),</li>
          <li>
            Geschäftsbriefe, etwa Buchungsbestätigungen und Angebote: 6 Jahre (§ 147 Abs. 3 AO; § 257 Abs. 4 HGB).
          </li>
        </ul>
        <p>
          Teilnahmebescheinigungen können wir Ihnen bis zu 6 Jahre nach der Veranstaltung erneut ausstellen. Für die
          übrigen Daten nennen wir die Speicherdauer in den Abschnitten oben.
        </p>
      </>
    ),
  },
  {
    id: 'rechte',
    title: 'Ihre Rechte',
    content: (
      <>
        <p>Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:</p>
        <ul>
          <li>Recht auf Auskunft (Art. 15 DSGVO),</li>
          <li>Recht auf Berichtigung (Art. 16 DSGVO),</li>
          <li>Recht auf Löschung (Art. 17 DSGVO),</li>
          <li>Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Recht auf Datenübertragbarkeit (Art. 20 DSGVO).</li>
        </ul>
        <h3>Widerspruchsrecht nach Art. 21 DSGVO</h3>
        <p>
          <strong>
            Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie
            aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die
            Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre
            Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von
            Rechtsansprüchen.
          </strong>
        </p>
        <h3>Beschwerderecht bei einer Aufsichtsbehörde</h3>
        <p>
          Sie können sich nach Art. 77 DSGVO bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem
          Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig
          ist:
        </p>
        <address>
          {authority.name}
          <br />
          {authority.street}
          <br />
          {authority.postalCode} {authority.city}
        </address>
        <p>
          Für alle Anliegen genügt eine formlose Nachricht an <a href={`mailto:${dpo.email}`}>{dpo.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'einwilligung-widerrufen',
    title: 'Widerruf Ihrer Einwilligung',
    content: (
      <p>
        Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO),
        indem Sie über die Schaltfläche „Cookie-Einstellungen“ im Fußbereich jeder Seite „Ablehnen“ wählen oder uns eine
        E-Mail an <a href={`mailto:${dpo.email}`}>{dpo.email}</a> schreiben. Der Widerruf ist so einfach wie die
        Einwilligung; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.
      </p>
    ),
  },
  {
    id: 'pflicht-zur-bereitstellung',
    title: 'Pflicht zur Bereitstellung und automatisierte Entscheidungen',
    content: (
      <p>
        Die Angaben, die im Buchungsformular als Pflichtfelder gekennzeichnet sind, benötigen wir für den
        Vertragsschluss; ohne sie können wir Ihre Buchung nicht annehmen. Eine automatisierte Entscheidungsfindung
        einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Wie wir Ihre Buchung abwickeln, lesen
        Sie in unseren <Link to={paths.agb}>Allgemeinen Geschäftsbedingungen</Link>.
      </p>
    ),
  },
];

export function DatenschutzPage() {
  // The settings row is authoritative; the schema's defaults stand in until it has arrived.
  const terms = useRetentionTermsQuery(undefined, { selectFromResult: renderedQuery }).data ?? RETENTION_DEFAULTS;
  const withDeletion = sections.flatMap((section) =>
    section.id === 'speicherdauer' ? [section, automaticDeletion(terms)] : [section],
  );
  return (
    <div className={styles.page}>
      <PageMeta
        title="Datenschutzerklärung"
        description="Wie die Digitalakademie Deutschland personenbezogene Daten bei Buchung, Kundenkonto, Zahlung und Webanalyse verarbeitet – und welche Rechte Sie haben."
        path={paths.datenschutz}
      />
      <ScreenIntro heading="Datenschutzerklärung" lead="Wie wir mit Ihren personenbezogenen Daten umgehen." />
      <LegalDocument
        sections={withDeletion}
        updated="November 2026"
        updatedIso="2026-11"
        intro={
          <p>
            Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten,
            wenn Sie unsere Website nutzen und Veranstaltungen buchen, wozu wir das tun und welche Rechte Sie haben
            (Art. 13 und 14 DSGVO).
          </p>
        }
      />
    </div>
  );
}
