import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { resetDemoData } from '@/lib/demoBackend';
import styles from './DemoControls.module.css';

/** Demo mode only: the mailbox that receives every e-mail the live system would send, and a reset of all demo data. */
export function DemoControls() {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function reset() {
    setState('pending');
    try {
      await resetDemoData();
      window.location.assign(paths.home);
    } catch {
      setState('failed');
    }
  }
  return (
    <section className={styles.demo} aria-labelledby="footer-demo">
      <h2 id="footer-demo" className={styles.heading}>
        Demo-Modus
      </h2>
      <p className={styles.text}>Alle Daten sind fiktiv und bleiben in diesem Browser.</p>
      <div className={styles.actions}>
        <Link to={paths.demoMailbox} className={styles.button}>
          Demo-Postfach
        </Link>
        <button type="button" className={styles.button} onClick={reset} disabled={state === 'pending'}>
          Demo-Daten zurücksetzen
        </button>
      </div>
      {state === 'failed' ? (
        <p role="alert" className={styles.text}>
          Die Demo-Daten konnten nicht zurückgesetzt werden. Bitte laden Sie die Seite neu.
        </p>
      ) : null}
    </section>
  );
}
