/**
 * An issued invoice or credit note as stored (immutable snapshot, docs/invoices.md). The PDF, the Factur-X XML and
 * the XRechnung are always built from this record alone, so the same record gives the same documents every time.
 * Amounts are integer cents (EUR); dates are calendar days `YYYY-MM-DD` (Europe/Berlin).
 */
export interface InvoiceParty {
  /** Company name, or the person's full name for a consumer. */
  name: string;
  /** A company's contact person (BT-56), if any. */
  contactName?: string | null;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  vatId?: string | null;
  email?: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  /** Legal name with legal form (§ 14 Abs. 4 Nr. 1 UStG). */
  name: string;
  vatId: string;
  taxNumber?: string | null;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string[];
  phone: string;
  email: string;
  website: string;
  bank: { name: string; iban: string; bic: string };
}

export interface InvoiceLine {
  /** Seminar or webinar title (never shortened) and, for seminars, city. */
  description: string;
  /** First and last day of the service (§ 14 Abs. 4 Nr. 6 UStG; BT-134/135). */
  servicePeriod: { start: string; end: string };
  /** Seats (participants). */
  quantity: number;
  /** Net list price per seat before discounts. */
  unitNetCents: number;
  /** Discounts on the line, each as a positive net amount with its reason (early bird, group …). */
  allowances: { reason: string; netCents: number }[];
  /** Net of the line after allowances. */
  netCents: number;
  /** e.g. 19. */
  vatRatePercent: number;
}

export interface InvoiceSnapshot {
  /** 380 commercial invoice, 381 credit note (Rechnungskorrektur / Gutschrift im Sinne einer Stornorechnung). */
  typeCode: 380 | 381;
  /** Gapless per year and per kind: `RE-2027-00001`, credit notes `GS-2027-00001`. */
  number: string;
  issueDate: string;
  /** A credit note's original invoice (BT-25/BT-26). */
  precedingInvoice?: { number: string; issueDate: string } | null;
  /** The booking's reference the customer knows (DA-…). */
  bookingNumber: string;
  /** BT-10: the buyer's order number or a public body's Leitweg-ID; XRechnung requires BT-10 (falls back to the booking number). */
  buyerReference?: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  /** Business customer (company) → e-invoice (Factur-X PDF + XRechnung); consumer → plain PDF. */
  buyerIsBusiness: boolean;
  lines: InvoiceLine[];
  totals: {
    netCents: number;
    vatCents: number;
    grossCents: number;
    vatBreakdown: { ratePercent: number; netCents: number; vatCents: number }[];
    /** Already paid (online payment), so due = gross − paid. */
    paidCents: number;
    dueCents: number;
  };
  payment: {
    method: 'invoice' | 'online';
    /** Due date for invoice payment (issue date + payment days); null when already paid. */
    dueDate: string | null;
    /** Human payment terms in German, e.g. "Zahlbar innerhalb von 14 Tagen ohne Abzug bis 15.01.2027." */
    terms: string;
  };
  /** Optional free note printed on the document (e.g. the reason of a credit note). */
  note?: string | null;
}
