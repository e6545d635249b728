/** The Teilnahmebescheinigung: one builder in the mail catalogue, shared with the certificate mail's attachment. */
export {
  buildCertificatePdf,
  certificateDates,
  certificateFileName,
} from '@shared/mail/certificatePdf';
export type { Certificate } from '@shared/mail/types';
