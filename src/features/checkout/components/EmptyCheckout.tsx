import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/States';
import { paths } from '@/config/paths';

/** Nothing to check out: ways back to the catalogue. */
export function EmptyCheckout() {
  return (
    <EmptyState title="Ihr Warenkorb ist leer.">
      <p>Wählen Sie einen Termin und legen Sie ihn mit „In den Warenkorb“ hinein.</p>
      <p>
        <Link to={paths.home}>Seminare entdecken</Link> · <Link to={paths.webinars}>Webinare ansehen</Link> ·{' '}
        <Link to={paths.inhouse}>Inhouse-Schulungen</Link>
      </p>
    </EmptyState>
  );
}
