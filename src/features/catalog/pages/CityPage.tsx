import { CITY_NAMES, cityPath, type CitySlug } from '@/config/paths';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';

interface CityPageProps {
  city: CitySlug;
}

export function CityPage({ city }: CityPageProps) {
  const name = CITY_NAMES[city];
  return (
    <>
      <PageMeta
        title={`Seminare in ${name}`}
        description={`Alle Seminartermine der Digitalakademie Deutschland in ${name}: SEO, Google Ads, Social Media, Content-Marketing, Webanalyse und KI.`}
        path={cityPath(city)}
      />
      <ScreenIntro
        eyebrow="Seminarort"
        heading={`Seminare in ${name}`}
        lead={`Praxisnahe Präsenzseminare in ${name} – in kleinen Gruppen, mit erfahrenen Trainerinnen und Trainern.`}
      />
    </>
  );
}
