import { todayInBerlin } from '@/lib/format';
import { renderedQuery } from '@/lib/api';
import { useSessionsQuery } from '../../catalogApi';
import { InhouseTeaser, WhyUs } from './AcademyPromise';
import { CityTiles } from './CityTiles';
import { FeaturedSeminars } from './FeaturedSeminars';
import { SearchResults } from './SearchResults';
import { TrainerTeaser } from './TrainerTeaser';
import { UpcomingDates } from './UpcomingDates';
import { WebinarTeaser } from './WebinarTeaser';

/**
 * Everything of the home page below the hero. It is a chunk of its own, loaded while the hero paints, so the home
 * page's initial JS stays within its budget (docs/quality.md).
 */
export function HomeSections() {
  // One request for all upcoming dates: the city tiles count them, the list shows the first six.
  const sessionsQuery = useSessionsQuery({ from: todayInBerlin() }, { selectFromResult: renderedQuery });
  const retrySessions = () => void sessionsQuery.refetch();
  return (
    <>
      <SearchResults />
      <CityTiles sessions={sessionsQuery.data} isError={sessionsQuery.isError} onRetry={retrySessions} />
      <FeaturedSeminars />
      <UpcomingDates
        sessions={sessionsQuery.data}
        isLoading={sessionsQuery.isLoading}
        isError={sessionsQuery.isError}
        onRetry={retrySessions}
      />
      <WebinarTeaser />
      <TrainerTeaser />
      <InhouseTeaser />
      <WhyUs sessions={sessionsQuery.data} />
    </>
  );
}
