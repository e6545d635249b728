import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './ConsentBanner.module.css';

interface ConsentBannerProps {
  onAccept: () => void;
  onReject: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The consent banner: not a modal (the page stays usable), and `Ablehnen` exactly as prominent as `Akzeptieren` —
 * same size, same style, side by side — as German data protection authorities require. A labelled region, placed
 * first in the page so the keyboard reaches it first, drawn at the bottom of the window.
 */
export function ConsentBanner({ onAccept, onReject, ref }: ConsentBannerProps) {
  return (
    <section
      ref={ref}
      id="einwilligung"
      className={styles.banner}
      aria-labelledby="einwilligung-titel"
      data-consent-banner=""
    >
      <div className={styles.content}>
        <h2 id="einwilligung-titel" className={styles.title}>
          Ihre Privatsphäre
        </h2>
        <p className={styles.text}>
          Wir nutzen nur technisch notwendige Speicher (Anmeldung, Warenkorb). Mit Ihrer Einwilligung messen wir
          zusätzlich anonymisiert, wie unsere Seiten genutzt werden. Sie können Ihre Wahl jederzeit in der Fußzeile
          unter „Cookie-Einstellungen“ ändern. Mehr in der <Link to={paths.datenschutz}>Datenschutzerklärung</Link>.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={onReject}>
          Ablehnen
        </button>
        <button type="button" className={styles.choice} onClick={onAccept}>
          Akzeptieren
        </button>
      </div>
    </section>
  );
}
