import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

declare const __DEMO_MODE__: boolean | undefined;
/** A build-time constant (webpack), so a live build carries no Demo-Postfach hint; Jest runs the demo. */
const isDemoMode = typeof __DEMO_MODE__ === 'undefined' || __DEMO_MODE__;

/** Where the demo's confirmation e-mail is read. */
export function MailboxHint() {
  if (!isDemoMode) return null;
  return (
    <>
      {' '}
      Im Demo-Modus finden Sie sie im <Link to={paths.demoMailbox}>Demo-Postfach</Link>.
    </>
  );
}
