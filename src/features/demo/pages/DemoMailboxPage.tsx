import { useState } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@/components/Button';
import { FormAlert } from '@/components/Form';
import { PageMeta } from '@/components/PageMeta';
import { ScreenIntro } from '@/components/ScreenIntro';
import { paths } from '@/config/paths';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { browserNavigation } from '@/lib/browserNavigation';
import { fetchDemoMailAttachment, resolveDemoMailLink } from '@/lib/demoBackend';
import { downloadFile } from '@/lib/download';
import { useClearDemoMailsMutation, useDemoMailsQuery } from '../demoApi';
import styles from './DemoMailboxPage.module.css';

/** Demo mode: every e-mail the live system would send, with working links (docs/architecture.md). */
export function DemoMailboxPage() {
  const { data: mails, isLoading, isError, refetch, isFetching } = useDemoMailsQuery(undefined);
  const [clear, clearing] = useClearDemoMailsMutation();
  const [linkError, setLinkError] = useState<string | null>(null);

  async function download(mailId: string, index: number, file: { filename: string; contentType: string }) {
    setLinkError(null);
    try {
      downloadFile(file.filename, new Uint8Array(await fetchDemoMailAttachment(mailId, index)), file.contentType);
    } catch {
      setLinkError('Der Anhang konnte nicht geladen werden. Bitte versuchen Sie es erneut.');
    }
  }

  async function openLink(url: string) {
    setLinkError(null);
    try {
      browserNavigation.assign(await resolveDemoMailLink(url));
    } catch {
      setLinkError('Der Link konnte nicht geöffnet werden. Er ist vielleicht schon benutzt oder abgelaufen.');
    }
  }

  return (
    <>
      <PageMeta
        title="Demo-Postfach"
        description="Alle E-Mails, die die Demo verschickt hätte."
        path={paths.demoMailbox}
        noIndex
      />
      <ScreenIntro
        heading="Demo-Postfach"
        lead="Hier landen im Demo-Modus alle E-Mails, die das Live-System verschicken würde: Bestätigungen, Buchungen, Passwort-Links."
      />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => refetch()} pending={isFetching && !isLoading}>
          Aktualisieren
        </Button>
        <Button variant="secondary" onClick={() => clear({})} pending={clearing.isLoading} disabled={!mails?.length}>
          Postfach leeren
        </Button>
      </div>
      {linkError ? <FormAlert>{linkError}</FormAlert> : null}
      {isLoading ? (
        <p role="status">E-Mails werden geladen …</p>
      ) : isError ? (
        <FormAlert>
          Das Postfach konnte nicht geladen werden.{' '}
          <Button variant="ghost" onClick={() => refetch()}>
            Erneut versuchen
          </Button>
        </FormAlert>
      ) : !mails?.length ? (
        <p className={styles.empty}>
          <Mail aria-hidden="true" size={20} /> Noch keine E-Mails.
        </p>
      ) : (
        <ol className={styles.list} aria-label="E-Mails">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className={styles.mail} aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className={styles.subject}>
                  {mail.subject}
                </h2>
                <p className={styles.meta}>
                  An: {mail.to} · {formatInstantDate(mail.createdAt)}, {formatInstantTime(mail.createdAt)}
                </p>
                <div className={styles.body}>{mail.text}</div>
                {mail.links.length > 0 ? (
                  <div className={styles.links}>
                    {mail.links.map((link) => (
                      <Button key={link.url} onClick={() => openLink(link.url)}>
                        {link.label}
                      </Button>
                    ))}
                  </div>
                ) : null}
                {mail.attachments && mail.attachments.length > 0 ? (
                  <div className={styles.links} role="group" aria-label={`Anhänge: ${mail.subject}`}>
                    {mail.attachments.map((file, index) => (
                      <Button
                        key={file.filename}
                        variant="secondary"
                        onClick={() => void download(mail.id, index, file)}
                      >
                        {file.filename} herunterladen
                      </Button>
                    ))}
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
