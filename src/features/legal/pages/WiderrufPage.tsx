import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CANCELLATION_ANCHOR, cancellationTerms } from '../cancellationTerms';
import { company } from '../company';
import { CompanyAddress } from '../components/CompanyAddress';
import { LegalBox, LegalDocument, type LegalSection } from '../components/LegalDocument';
import styles from './LegalPage.module.css';

const { freeCancellationDays, webinarFreeCancellationHours } = cancellationTerms;

/** One-line recipient as the model form expects it (Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1 EGBGB). */
const recipientLine = `${company.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, E-Mail: ${site.email}`;

const sections: readonly LegalSection[] = [
  {
    id: 'geltung',
    title: 'Für wen das Widerrufsrecht gilt',
    content: (
      <>
        <p>
          Das Widerrufsrecht steht nur Verbraucherinnen und Verbrauchern zu, also natürlichen Personen, die eine
          Veranstaltung überwiegend weder für ihre gewerbliche noch für ihre selbständige berufliche Tätigkeit buchen (§
          13 BGB).
        </p>
        <p>
          Bucht ein Unternehmen, eine Behörde oder eine selbständig tätige Person im Rahmen ihres Berufs – etwa ein
          Arbeitgeber für seine Beschäftigten –, besteht kein gesetzliches Widerrufsrecht. Dann gelten unsere{' '}
          <Link to={`${paths.agb}#${CANCELLATION_ANCHOR}`}>Stornobedingungen in den AGB</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'widerrufsrecht',
    title: 'Widerrufsrecht',
    content: (
      <>
        <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
        <p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.</p>
        <p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns</p>
        <CompanyAddress withContact />
        <p>
          mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren
          Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte{' '}
          <a href="#muster-widerrufsformular">Muster-Widerrufsformular</a> verwenden, das jedoch nicht vorgeschrieben
          ist.
        </p>
        <p>
          Am einfachsten widerrufen Sie online über die Funktion <Link to={paths.withdrawal}>„Vertrag widerrufen“</Link>{' '}
          (unten auf jeder Seite und bei jeder Buchung in Ihrem Kundenkonto): Buchung auswählen oder Buchungsnummer und
          E-Mail-Adresse angeben und mit „Widerruf bestätigen“ absenden. Den Eingang bestätigen wir Ihnen sofort per
          E-Mail mit Datum und Uhrzeit.
        </p>
        <p>
          Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts
          vor Ablauf der Widerrufsfrist absenden.
        </p>
      </>
    ),
  },
  {
    id: 'folgen',
    title: 'Folgen des Widerrufs',
    content: (
      <>
        <p>
          Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
          unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren
          Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel,
          das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas
          anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.
        </p>
        <p>Mit dem Widerruf wird Ihre Buchung storniert und Ihre Plätze werden wieder freigegeben.</p>
        <p>
          Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns
          einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung
          des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im
          Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
        </p>
      </>
    ),
  },
  {
    id: 'erloeschen',
    title: 'Vorzeitiges Erlöschen des Widerrufsrechts',
    content: (
      <p>
        Das Widerrufsrecht erlischt vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben und mit ihrer
        Ausführung erst begonnen haben, nachdem Sie dazu Ihre ausdrückliche Zustimmung gegeben und gleichzeitig Ihre
        Kenntnis davon bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung durch uns
        verlieren (§ 356 Abs. 4 BGB). Das betrifft Veranstaltungen, die innerhalb von vierzehn Tagen nach der Buchung
        stattfinden: Wenn Sie einen solchen Termin buchen, verlangen Sie damit, dass wir vor Ablauf der Widerrufsfrist
        beginnen. Ist der letzte gebuchte Termin vorbei, ist das Widerrufsrecht erloschen; hat die Veranstaltung
        begonnen, aber noch nicht geendet, können Sie noch widerrufen und zahlen den anteiligen Wert der bereits
        erbrachten Leistung.
      </p>
    ),
  },
  {
    id: 'feste-termine',
    title: 'Hinweis zu Veranstaltungen an einem festen Termin',
    content: (
      <>
        <p>
          Nach § 312g Abs. 2 Nr. 9 BGB besteht kein Widerrufsrecht bei Verträgen über Dienstleistungen im Zusammenhang
          mit Freizeitbetätigungen, wenn der Vertrag für die Erbringung einen spezifischen Termin oder Zeitraum
          vorsieht. Unsere Seminare und Webinare finden an festen Terminen statt. Ob sie im Einzelfall als
          Freizeitbetätigung im Sinne dieser Vorschrift gelten, ist rechtlich nicht abschließend geklärt. Es ist deshalb
          möglich, dass Ihnen für eine Buchung kein gesetzliches Widerrufsrecht zusteht. Wir belehren Sie vorsorglich
          dennoch über das Widerrufsrecht.
        </p>
        <LegalBox>
          <h3>Unser freiwilliges Rücktrittsrecht</h3>
          <p>
            Unabhängig davon, ob das gesetzliche Widerrufsrecht besteht, können Sie als Verbraucherin oder Verbraucher
            bis {freeCancellationDays} Tage vor dem ersten Veranstaltungstag ohne Angabe von Gründen kostenfrei von
            Ihrer Buchung zurücktreten; Webinare können Sie bis {webinarFreeCancellationHours} Stunden vor Beginn
            kostenfrei stornieren. Danach gelten die{' '}
            <Link to={`${paths.agb}#${CANCELLATION_ANCHOR}`}>Stornobedingungen in unseren AGB</Link>. Ein bestehendes
            gesetzliches Widerrufsrecht wird dadurch weder eingeschränkt noch verkürzt.
          </p>
        </LegalBox>
      </>
    ),
  },
  {
    id: 'muster-widerrufsformular',
    title: 'Muster-Widerrufsformular',
    content: (
      <>
        <p>
          (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)
        </p>
        <LegalBox>
          <ul>
            <li>An {recipientLine}:</li>
            <li>
              Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden
              Waren (*)/die Erbringung der folgenden Dienstleistung (*)
            </li>
            <li>Bestellt am (*)/erhalten am (*)</li>
            <li>Name des/der Verbraucher(s)</li>
            <li>Anschrift des/der Verbraucher(s)</li>
            <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
            <li>Datum</li>
          </ul>
          <p>(*) Unzutreffendes streichen.</p>
        </LegalBox>
        <p>
          Bitte nennen Sie uns nach Möglichkeit auch Ihre Buchungsnummer; so können wir Ihren Widerruf schneller
          bearbeiten. Den Eingang Ihres Widerrufs bestätigen wir Ihnen per E-Mail.
        </p>
      </>
    ),
  },
];

export function WiderrufPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Widerrufsbelehrung"
        description="Widerrufsbelehrung für Verbraucher mit Muster-Widerrufsformular und Hinweisen zu Seminaren und Webinaren an festen Terminen."
        path={paths.widerruf}
      />
      <ScreenIntro heading="Widerrufsbelehrung" lead="Ihr Widerrufsrecht als Verbraucherin oder Verbraucher." />
      <LegalDocument sections={sections} updated="November 2026" updatedIso="2026-11" />
    </div>
  );
}
