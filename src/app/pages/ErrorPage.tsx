import { useEffect, useMemo } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { PageMeta } from '@/components/PageMeta';
import { paths } from '@/config/paths';
import { trackException } from '@/lib/trackException';
import { statusPageStyles as styles } from '@/components/StatusPage';

/** webpack names the error of a page chunk that could not be downloaded (offline, or replaced by a deploy). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function newErrorId(): string {
  return crypto.randomUUID().slice(0, 8).toUpperCase();
}

/**
 * docs/product.md: an unhandled render error shows 'Etwas ist schief gelaufen' with an error id, 'Erneut versuchen'
 * (renders the page again) and 'Zur Startseite'. The id goes to analytics with the exception, when analytics exists.
 */
export function ErrorPage({ error, resetErrorBoundary }: FallbackProps) {
  // A new id for each new error, stable across re-renders of the same one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const errorId = useMemo(() => newErrorId(), [error]);
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    trackException(error, errorId);
  }, [error, errorId]);
  return (
    <section className={styles.page} aria-labelledby="fehler-titel">
      <PageMeta title="Etwas ist schief gelaufen" path={window.location.pathname} noIndex />
      <h1 id="fehler-titel">Etwas ist schief gelaufen</h1>
      {chunkFailed ? (
        <p>
          Ein Teil der Seite konnte nicht geladen werden – vermutlich wurde die Website gerade aktualisiert oder die
          Verbindung ist unterbrochen. „Erneut versuchen“ lädt die Seite neu.
        </p>
      ) : (
        <p>Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
      )}
      <p className={styles.errorId}>
        Fehler-ID: <code>{errorId}</code>
      </p>
      <p className={styles.hint}>Nennen Sie diese ID gern unserem Support, wenn das Problem bleibt.</p>
      <div className={styles.actions}>
        {/* A chunk that failed to download stays failed in React.lazy's cache: only a reload fetches it again. */}
        <button
          type="button"
          className={styles.primary}
          onClick={chunkFailed ? () => window.location.reload() : resetErrorBoundary}
        >
          Erneut versuchen
        </button>
        {/* A full navigation: the page's state may be what broke, so start clean. */}
        <a className={styles.secondary} href={paths.home}>
          Zur Startseite
        </a>
      </div>
    </section>
  );
}
