import { Link } from 'react-router-dom';
import { VAT_RATE_PERCENT } from '@/config/constants';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDate } from '@/lib/format';
import {
  CANCELLATION_ANCHOR,
  cancellationTerms,
  cancellationTierFee,
  cancellationTierPeriod,
  freeCancellationDeadline,
} from '../cancellationTerms';
import { company } from '../company';
import { LegalBox, LegalDocument, type LegalSection } from '../components/LegalDocument';
import styles from './LegalPage.module.css';

/** A fixed sample date for the worked example, so the text does not change from day to day. */
const EXAMPLE_FIRST_DAY = '2027-03-15';

const { freeCancellationDays, noShowFeePercent, webinarFreeCancellationHours, webinarLateFeePercent } =
  cancellationTerms;

/** Minimum number of participants below which a seminar may be called off (§ 7). */
const MIN_PARTICIPANTS = 4;
const MAX_PARTICIPANTS = 12;

const sections: readonly LegalSection[] = [
  {
    id: 'geltungsbereich',
    title: '§ 1 Geltungsbereich',
    content: (
      <>
        <p>
          (1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Präsenzseminare, Webinare und
          Inhouse-Schulungen zwischen der {company.legalName}, {site.address.street}, {site.address.postalCode}{' '}
          {site.address.city} (nachfolgend „wir“), und ihren Kundinnen und Kunden (nachfolgend „Kunde“), gleich ob die
          Buchung über diese Website, per E-Mail oder telefonisch erfolgt. Sie gelten auch für Webinare, die wir unter
          der Marke „{site.secondBrand}“ anbieten.
        </p>
        <p>
          (2) Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend
          weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB).
          Unternehmer ist jede natürliche oder juristische Person oder rechtsfähige Personengesellschaft, die bei
          Abschluss eines Rechtsgeschäfts in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit
          handelt (§ 14 BGB).
        </p>
        <p>
          (3) Abweichende oder ergänzende Bedingungen des Kunden werden nicht Vertragsbestandteil, es sei denn, wir
          stimmen ihrer Geltung ausdrücklich in Textform zu. Individuelle Vereinbarungen, etwa in einem Angebot für eine
          Inhouse-Schulung, haben Vorrang vor diesen AGB.
        </p>
      </>
    ),
  },
  {
    id: 'vertragsschluss',
    title: '§ 2 Vertragsschluss',
    content: (
      <>
        <p>
          (1) Die Darstellung der Veranstaltungen auf unserer Website ist kein verbindliches Angebot, sondern eine
          Aufforderung zur Buchung.
        </p>
        <p>(2) Die Online-Buchung läuft in folgenden Schritten ab:</p>
        <ol>
          <li>Sie wählen einen Termin und legen ihn mit „In den Warenkorb“ in den Warenkorb.</li>
          <li>Mit „Zur Kasse“ geben Sie Ihre Kontakt- und Rechnungsdaten sowie die Namen der Teilnehmenden ein.</li>
          <li>Sie wählen die Zahlungsart: Rechnung oder Online-Zahlung.</li>
          <li>
            In der Bestellübersicht prüfen Sie alle Angaben. Eingabefehler können Sie bis zum Absenden jederzeit
            korrigieren, indem Sie die Angaben im Formular ändern oder zum Warenkorb zurückkehren.
          </li>
          <li>
            Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum
            Abschluss des Vertrags ab (§ 312j Abs. 3 BGB).
          </li>
        </ol>
        <p>
          (3) Unmittelbar danach bestätigen wir Ihnen den Eingang Ihrer Buchung per E-Mail. Mit dieser
          Buchungsbestätigung nehmen wir Ihr Angebot an; der Vertrag kommt damit zustande. Ist eine Veranstaltung
          ausgebucht, teilen wir Ihnen das sofort mit, und es kommt kein Vertrag zustande.
        </p>
        <p>
          (4) Vertragssprache ist Deutsch. Wir speichern den Vertragstext. Ihre Buchungsdaten erhalten Sie mit der
          Buchungsbestätigung; registrierte Kunden sehen ihre Buchungen zudem im Kundenkonto. Diese AGB können Sie
          jederzeit auf dieser Seite abrufen, speichern und ausdrucken.
        </p>
      </>
    ),
  },
  {
    id: 'preise-und-zahlung',
    title: '§ 3 Preise und Zahlung',
    content: (
      <>
        <p>
          (1) Unsere Teilnahmegebühren sind Nettopreise zuzüglich der gesetzlichen Umsatzsteuer von derzeit{' '}
          {VAT_RATE_PERCENT} %. Für Verbraucher weisen wir auf der Website und in der Bestellübersicht zusätzlich den
          Gesamtpreis einschließlich Umsatzsteuer aus; maßgeblich ist der Preis zum Zeitpunkt der Buchung.
        </p>
        <p>
          (2) Bei Präsenzseminaren sind Seminarunterlagen, Mittagessen, Pausenverpflegung und Getränke sowie das
          Teilnahmezertifikat im Preis enthalten. Reise- und Übernachtungskosten trägt der Kunde.
        </p>
        <p>(3) Sie können wählen zwischen:</p>
        <ul>
          <li>
            <strong>Rechnung:</strong> Die Rechnung ist innerhalb von 14 Tagen nach Zugang ohne Abzug zu zahlen.
          </li>
          <li>
            <strong>Online-Zahlung:</strong> Sie bezahlen direkt bei der Buchung über unseren Zahlungsdienstleister
            Stripe; der Betrag wird mit Abschluss der Zahlung fällig und belastet.
          </li>
        </ul>
        <p>
          Unternehmen erhalten ihre Rechnung auch als elektronische Rechnung (E-Rechnung nach EN 16931); auf Wunsch
          tragen wir eine Bestellnummer oder Leitweg-ID ein.
        </p>
        <p>
          (4) Gerät der Kunde in Zahlungsverzug, gelten die gesetzlichen Regelungen. Eine Aufrechnung ist nur mit
          unbestrittenen oder rechtskräftig festgestellten Forderungen zulässig.
        </p>
      </>
    ),
  },
  {
    id: 'leistungen',
    title: '§ 4 Leistungen',
    content: (
      <>
        <h3>Präsenzseminare</h3>
        <p>
          Präsenzseminare finden zu den angegebenen Terminen in unseren Seminarräumen oder in Tagungshotels in Berlin,
          München, Hamburg, Frankfurt, Stuttgart und Köln statt, in Gruppen von höchstens {MAX_PARTICIPANTS}{' '}
          Teilnehmenden. Inhalt und Ablauf ergeben sich aus der jeweiligen Seminarbeschreibung. Nach vollständiger
          Teilnahme erhalten die Teilnehmenden eine Teilnahmebescheinigung mit einer Bescheinigungsnummer, deren
          Echtheit wir auf Anfrage bestätigen.
        </p>
        <h3>Warteliste</h3>
        <p>
          Ist ein Termin ausgebucht, können Sie sich auf die Warteliste setzen. Der Eintrag ist unverbindlich. Wird ein
          Platz frei, bieten wir ihn in der Reihenfolge der Warteliste per E-Mail für eine begrenzte Zeit an; ein
          Vertrag kommt erst zustande, wenn Sie das Angebot buchen.
        </p>
        <h3>Webinare</h3>
        <p>
          Webinare finden live online statt. Die Zugangsdaten senden wir rechtzeitig vor Beginn an die angegebene
          E-Mail-Adresse. Für die Teilnahme benötigen Sie einen aktuellen Browser, eine stabile Internetverbindung sowie
          Lautsprecher oder Kopfhörer. Für die technische Ausstattung auf Ihrer Seite sind Sie selbst verantwortlich.
        </p>
        <h3>Inhouse-Schulungen</h3>
        <p>
          Inhouse-Schulungen führen wir nach einem individuellen Angebot in Ihren Räumen oder online durch. Termin,
          Inhalte, Teilnehmerzahl, Preis und Stornoregelung richten sich nach diesem Angebot; ergänzend gelten diese
          AGB.
        </p>
        <h3>Änderungen</h3>
        <p>
          Wir dürfen eine Trainerin oder einen Trainer durch eine gleichwertig qualifizierte Person ersetzen, den
          Veranstaltungsort innerhalb derselben Stadt verlegen und den Ablauf geringfügig anpassen, soweit dies den
          Gesamtcharakter der Veranstaltung nicht verändert und dem Kunden zumutbar ist.
        </p>
      </>
    ),
  },
  {
    id: CANCELLATION_ANCHOR,
    title: '§ 5 Stornobedingungen',
    content: (
      <>
        <p>
          (1) Sie können eine Buchung jederzeit vor Beginn der Veranstaltung stornieren. Die Stornierung ist in Textform
          zu erklären, zum Beispiel per E-Mail an <a href={`mailto:${site.email}`}>{site.email}</a>; Präsenzseminare
          können Sie innerhalb der kostenfreien Frist auch in Ihrem Kundenkonto stornieren. Maßgeblich ist der Eingang
          der Erklärung bei uns.
        </p>
        <h3>Präsenzseminare</h3>
        <p>(2) Für Präsenzseminare berechnen wir bei einer Stornierung:</p>
        <ul>
          {cancellationTerms.seminarTiers.map((tier) => (
            <li key={tier.fromDaysBefore}>
              {cancellationTierPeriod(tier)}: <strong>{cancellationTierFee(tier)}</strong>
            </li>
          ))}
          <li>
            bei Nichterscheinen ohne Stornierung: <strong>{noShowFeePercent} % der Teilnahmegebühr</strong>
          </li>
        </ul>
        <LegalBox>
          <p>
            Beispiel: Beginnt ein Seminar am {formatDate(EXAMPLE_FIRST_DAY)}, ist eine Stornierung bis einschließlich{' '}
            {formatDate(freeCancellationDeadline(EXAMPLE_FIRST_DAY))} kostenfrei – das sind {freeCancellationDays} Tage
            vor dem ersten Seminartag.
          </p>
        </LegalBox>
        <h3>Webinare</h3>
        <p>
          (3) Webinare können Sie bis {webinarFreeCancellationHours} Stunden vor Beginn kostenfrei stornieren. Bei einer
          späteren Stornierung oder bei Nichtteilnahme berechnen wir {webinarLateFeePercent} % der Teilnahmegebühr.
        </p>
        <h3>Ersatzteilnehmer</h3>
        <p>
          (4) Statt zu stornieren, können Sie bis zum Beginn der Veranstaltung kostenfrei eine Ersatzperson benennen: in
          Ihrem Kundenkonto über „Teilnehmer ändern“ oder per E-Mail mit Name und E-Mail-Adresse der Ersatzperson. Die
          Ersatzperson erhält die Teilnahmeinformationen per E-Mail.
        </p>
        <h3>Allgemeines</h3>
        <p>
          (5) Dem Kunden bleibt der Nachweis gestattet, dass uns durch die Stornierung kein oder ein wesentlich
          geringerer Schaden entstanden ist als die jeweilige Pauschale. Bereits gezahlte Beträge erstatten wir
          abzüglich einer etwaigen Stornogebühr innerhalb von 14 Tagen auf dem ursprünglichen Zahlungsweg.
        </p>
        <p>
          (6) Das gesetzliche Widerrufsrecht von Verbrauchern (§ 6) bleibt unberührt. Für Inhouse-Schulungen gelten die
          im Angebot vereinbarten Stornobedingungen.
        </p>
      </>
    ),
  },
  {
    id: 'widerrufsrecht',
    title: '§ 6 Widerrufsrecht für Verbraucher',
    content: (
      <p>
        Verbrauchern steht unter den gesetzlichen Voraussetzungen ein Widerrufsrecht zu. Einzelheiten, den Hinweis zu
        Veranstaltungen an einem festen Termin und das Muster-Widerrufsformular finden Sie in unserer{' '}
        <Link to={paths.widerruf}>Widerrufsbelehrung</Link>. Die Frist beträgt 14 Tage ab Vertragsschluss; online
        widerrufen Sie über <Link to={paths.withdrawal}>„Vertrag widerrufen“</Link>. Für Buchungen von Unternehmen gilt
        das Widerrufsrecht nicht. Unabhängig davon können Verbraucher bis {freeCancellationDays} Tage vor dem ersten
        Veranstaltungstag kostenfrei zurücktreten (§ 5).
      </p>
    ),
  },
  {
    id: 'absage',
    title: '§ 7 Absage durch den Veranstalter',
    content: (
      <>
        <p>
          (1) Wird die Mindestteilnehmerzahl von {MIN_PARTICIPANTS} Personen nicht erreicht, können wir eine
          Veranstaltung bis 7 Tage vor Beginn absagen. Aus wichtigem Grund, etwa bei kurzfristiger Erkrankung der
          Trainerin oder des Trainers ohne mögliche Vertretung oder bei höherer Gewalt, ist eine Absage auch kurzfristig
          möglich.
        </p>
        <p>
          (2) Wir informieren Sie unverzüglich. Bereits gezahlte Teilnahmegebühren erstatten wir in voller Höhe; auf
          Wunsch buchen wir Sie stattdessen kostenfrei auf einen anderen Termin um.
        </p>
        <p>
          (3) Weitergehende Ansprüche, insbesondere auf Ersatz von Reise- und Übernachtungskosten, sind ausgeschlossen,
          soweit die Absage nicht auf Vorsatz oder grober Fahrlässigkeit beruht; § 9 bleibt unberührt. Wir empfehlen,
          Reisen und Übernachtungen erst nach der Buchungsbestätigung und möglichst mit kostenfreier Stornierung zu
          buchen.
        </p>
      </>
    ),
  },
  {
    id: 'urheberrecht',
    title: '§ 8 Urheberrecht an Seminarunterlagen',
    content: (
      <p>
        Seminarunterlagen, Präsentationen, Vorlagen und Aufzeichnungen sind urheberrechtlich geschützt. Sie dürfen sie
        für den eigenen Gebrauch nutzen, aber ohne unsere vorherige Zustimmung in Textform weder vervielfältigen noch
        verbreiten, öffentlich zugänglich machen oder für eigene Schulungen verwenden. Ton-, Bild- und Videoaufnahmen
        von Veranstaltungen sind nicht gestattet.
      </p>
    ),
  },
  {
    id: 'haftung',
    title: '§ 9 Haftung',
    content: (
      <>
        <p>
          (1) Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder
          Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.
        </p>
        <p>
          (2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße
          Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen
          darf (Kardinalpflicht), ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im
          Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
        </p>
        <p>
          (3) Diese Beschränkungen gelten auch zugunsten unserer Mitarbeitenden, Trainerinnen und Trainer sowie
          sonstigen Erfüllungsgehilfen. Für den wirtschaftlichen Erfolg der Anwendung vermittelter Inhalte übernehmen
          wir keine Gewähr.
        </p>
      </>
    ),
  },
  {
    id: 'datenschutz',
    title: '§ 10 Datenschutz',
    content: (
      <p>
        Wir verarbeiten personenbezogene Daten des Kunden und der Teilnehmenden nur im Rahmen der gesetzlichen
        Bestimmungen. Einzelheiten finden Sie in unserer <Link to={paths.datenschutz}>Datenschutzerklärung</Link>.
      </p>
    ),
  },
  {
    id: 'schlussbestimmungen',
    title: '§ 11 Schlussbestimmungen',
    content: (
      <>
        <p>
          (1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbrauchern gilt
          diese Rechtswahl nur, soweit dadurch nicht der Schutz entzogen wird, den zwingende Bestimmungen des Rechts des
          Staates ihres gewöhnlichen Aufenthalts gewähren.
        </p>
        <p>
          (2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches
          Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag Berlin.
        </p>
        <p>
          (3) Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen
          unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).
        </p>
        <p>
          (4) Hinweise zur Verbraucherstreitbeilegung finden Sie in unserem <Link to={paths.impressum}>Impressum</Link>.
        </p>
      </>
    ),
  },
];

export function AgbPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Allgemeine Geschäftsbedingungen"
        description={`AGB der ${company.legalName} für Seminare, Webinare und Inhouse-Schulungen – mit Vertragsschluss, Zahlung und Stornobedingungen (kostenfrei bis ${freeCancellationDays} Tage vor Beginn).`}
        path={paths.agb}
      />
      <ScreenIntro heading="Allgemeine Geschäftsbedingungen" lead="Unsere AGB mit den Stornobedingungen." />
      <LegalDocument sections={sections} updated="November 2026" updatedIso="2026-11" />
    </div>
  );
}
