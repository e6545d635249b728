import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/Form';
import type { SessionWithDetails } from '@/features/catalog';
import { businessErrorDetails, errorText, isApiError } from '@/lib/api';
import { waitlistPath } from './DateChoices';

interface RebookingProblemProps {
  error: unknown;
  fallback: string;
  /** The chosen date: when it is sold out meanwhile, its page offers the waiting list. */
  session: SessionWithDetails | null;
  quantity: number;
}

/**
 * The server's German refusal (lib/api/businessErrors.ts). A date sold out meanwhile says how many seats are left and
 * links to its page, where its waiting list is.
 */
export function RebookingProblem({ error, fallback, session, quantity }: RebookingProblemProps) {
  const soldOut = isApiError(error) && error.code === 'SESSION_SOLD_OUT';
  const left = soldOut ? businessErrorDetails(error.details)?.seats_left : undefined;
  const someLeft = typeof left === 'number' && left > 0;
  // The date's page offers its waiting list only once no seat is left.
  const waitlist = soldOut && session && !someLeft ? waitlistPath(session) : null;
  return (
    <FormAlert>
      {errorText(error, fallback)}
      {someLeft ? (
        <>
          {' '}
          Noch frei: {left} {left === 1 ? 'Platz' : 'Plätze'} – zu wenige für {quantity} Plätze.
        </>
      ) : null}
      {waitlist ? (
        <>
          {' '}
          <Link to={waitlist}>Zur Warteliste dieses Termins</Link>
        </>
      ) : null}
    </FormAlert>
  );
}
