import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { company } from '../company';
import { CompanyAddress } from '../components/CompanyAddress';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import styles from './LegalPage.module.css';

const sections: readonly LegalSection[] = [
  {
    id: 'anbieter',
    title: 'Angaben gemäß § 5 DDG',
    content: (
      <>
        <CompanyAddress />
        <h3>Vertreten durch die Geschäftsführung</h3>
        <ul>
          {company.managingDirectors.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    content: (
      <ul>
        <li>
          Telefon: <a href={site.phoneHref}>{site.phone}</a> (Montag bis Freitag, 9 bis 17 Uhr)
        </li>
        <li>
          E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
      </ul>
    ),
  },
  {
    id: 'registereintrag',
    title: 'Registereintrag',
    content: (
      <dl>
        <dt>Registergericht</dt>
        <dd>{company.registerCourt}</dd>
        <dt>Registernummer</dt>
        <dd>{company.registerNumber}</dd>
      </dl>
    ),
  },
  {
    id: 'umsatzsteuer',
    title: 'Umsatzsteuer-Identifikationsnummer',
    content: <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>,
  },
  {
    id: 'redaktion',
    title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    content: <CompanyAddress attention={company.editorialResponsible} />,
  },
  {
    id: 'verbraucherstreitbeilegung',
    title: 'Verbraucherstreitbeilegung',
    content: (
      <>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).
        </p>
        <p>
          Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt;
          ein Verweis auf sie entfällt deshalb. Bei Fragen oder Beschwerden erreichen Sie uns jederzeit unter den oben
          genannten Kontaktdaten – wir suchen gern gemeinsam mit Ihnen nach einer Lösung.
        </p>
      </>
    ),
  },
  {
    id: 'haftung-inhalte',
    title: 'Haftung für Inhalte',
    content: (
      <>
        <p>
          Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und
          Aktualität der Inhalte übernehmen wir jedoch keine Gewähr. Für eigene Inhalte sind wir nach den allgemeinen
          Gesetzen verantwortlich.
        </p>
        <p>
          Für fremde Informationen, die wir lediglich übermitteln oder speichern, gelten die Haftungsregeln der Art. 4
          bis 6 der Verordnung (EU) 2022/2065 (Digital Services Act). Wir sind danach nicht verpflichtet, solche
          Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.
          Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen
          bleiben unberührt. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden
          Inhalte umgehend.
        </p>
      </>
    ),
  },
  {
    id: 'haftung-links',
    title: 'Haftung für Links',
    content: (
      <p>
        Soweit unsere Website Links zu externen Websites Dritter enthält, haben wir auf deren Inhalte keinen Einfluss.
        Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Wir haben
        die verlinkten Seiten zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte
        waren nicht erkennbar. Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte
        einer Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir derartige Links
        umgehend.
      </p>
    ),
  },
  {
    id: 'urheberrecht',
    title: 'Urheberrecht',
    content: (
      <>
        <p>
          Die Texte, Grafiken, Fotos und Seminarunterlagen auf dieser Website unterliegen dem deutschen Urheberrecht.
          Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts
          bedürfen der vorherigen schriftlichen Zustimmung der {company.legalName}. Downloads und Kopien dieser Seite
          sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.
        </p>
        <p>
          Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und
          kennzeichnen Inhalte Dritter als solche. Sollten Sie dennoch auf eine Urheberrechtsverletzung aufmerksam
          werden, bitten wir um einen Hinweis an <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
];

export function ImpressumPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Impressum"
        description={`Impressum der ${company.legalName}: Anschrift, Geschäftsführung, Registereintrag, Umsatzsteuer-ID und Kontakt.`}
        path={paths.impressum}
      />
      <ScreenIntro heading="Impressum" lead="Angaben gemäß § 5 DDG und § 18 Abs. 2 MStV." />
      {/* Short enough to read at a glance: no table of contents. */}
      <LegalDocument sections={sections} updated="November 2026" updatedIso="2026-11" showToc={false} />
    </div>
  );
}
