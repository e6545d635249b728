import { site } from '@/config/site';
import { company } from '../company';

interface CompanyAddressProps {
  /** Show telephone and e-mail below the postal address. */
  withContact?: boolean;
  /** A line before the company name, e.g. „z. Hd. Datenschutzbeauftragte Miriam Schulte“ (printed after it). */
  attention?: string;
}

/** The academy's postal address (and contact) as one `<address>`, the same on every legal page. */
export function CompanyAddress({ withContact = false, attention }: CompanyAddressProps) {
  return (
    <address>
      {company.legalName}
      <br />
      {attention ? (
        <>
          {attention}
          <br />
        </>
      ) : null}
      {site.address.street}
      <br />
      {site.address.postalCode} {site.address.city}
      <br />
      {site.address.country}
      {withContact ? (
        <>
          <br />
          Telefon: <a href={site.phoneHref}>{site.phone}</a>
          <br />
          E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
        </>
      ) : null}
    </address>
  );
}
