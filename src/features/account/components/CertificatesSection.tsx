import { FileText } from 'lucide-react';
import { Button } from '@/components/Button';
import { downloadFile } from '@/lib/download';
import { useMyCertificatesQuery } from '../accountApi';
import { buildCertificatePdf, certificateDates, certificateFileName, type Certificate } from '../certificatePdf';
import styles from '../pages/AccountPage.module.css';

async function download(certificate: Certificate) {
  const bytes = await buildCertificatePdf(certificate);
  downloadFile(certificateFileName(certificate), bytes as BlobPart, 'application/pdf');
}

/** The Teilnahmebescheinigungen of attended, finished dates; shown only when there is one. */
export function CertificatesSection() {
  const certificates = useMyCertificatesQuery();
  const list = certificates.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="bescheinigungen">
      <h2 id="bescheinigungen">Teilnahmebescheinigungen</h2>
      <ul className={styles.list}>
        {list.map((certificate) => {
          const name = `${certificate.first_name} ${certificate.last_name}`;
          return (
            <li key={`${certificate.booking_item_id}-${certificate.participant_index}`}>
              <p>
                <strong>{certificate.title}</strong>
                <br />
                {name} · {certificateDates(certificate)} · {String(certificate.hours).replace('.', ',')} Zeitstunden
              </p>
              <Button variant="secondary" onClick={() => void download(certificate)}>
                <FileText aria-hidden="true" size={18} />
                Teilnahmebescheinigung (PDF)
                <span className="visually-hidden">
                  {' '}
                  – {name}, {certificate.title}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
