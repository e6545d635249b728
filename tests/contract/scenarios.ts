/**
 * THE contract scenario table (docs/architecture.md): the same scenarios run against the mock backend
 * (tests/contract/mock.contract.test.ts) and real PostgreSQL (tests/db/contract.test.ts), and both must produce
 * exactly `EXPECTED`, so mock and SQL cannot drift apart.
 */
import type { ContractRow } from './normalise';
import { ACCESSIBILITY_SCENARIOS } from './accessibilityScenarios';
import { ACCOUNT_SCENARIOS } from './accountScenarios';
import { ADMIN_SEARCH_SCENARIOS } from './adminSearchScenarios';
import { ADMIN_WAITLIST_OFFER_SCENARIOS } from './adminWaitlistOfferScenarios';
import { CATALOG_SEATS_SCENARIOS } from './catalogSeatsScenarios';
import { DASHBOARD_SCENARIOS } from './dashboardScenarios';
import { GUARANTEE_SCENARIOS } from './guaranteeScenarios';
import { GUEST_BOOKING_SCENARIOS } from './guestBookingScenarios';
import { HOLD_SCENARIOS } from './holdScenarios';
import { INTEGRITY_SCENARIOS } from './integrityScenarios';
import { INVOICE_SCENARIOS } from './invoiceScenarios';
import { LENGTH_SCENARIOS } from './lengthScenarios';
import { MAIL_LIMIT_SCENARIOS } from './mailLimitScenarios';
import type { Scenario } from './model';
import { AFTER_BOOKING_SCENARIOS } from './afterBookingScenarios';
import { MORE_SCENARIOS } from './moreScenarios';
import { OPS_HEALTH_SCENARIOS } from './opsHealthScenarios';
import { PRICING_SCENARIOS } from './pricingScenarios';
import { REBOOKING_SCENARIOS } from './rebookingScenarios';
import { CANCELLED_DATE_SCENARIOS } from './cancelledDateScenarios';
import { RETENTION_SCENARIOS } from './retentionScenarios';
import { RLS_SCENARIOS } from './rlsScenarios';
import { RULE_SCENARIOS } from './ruleScenarios';
import { WAITLIST_SCENARIOS } from './waitlistScenarios';

export const SCENARIOS: Scenario[] = [
  ...RLS_SCENARIOS,
  ...RULE_SCENARIOS,
  ...MORE_SCENARIOS,
  ...HOLD_SCENARIOS,
  ...WAITLIST_SCENARIOS,
  ...ADMIN_WAITLIST_OFFER_SCENARIOS,
  ...PRICING_SCENARIOS,
  ...INTEGRITY_SCENARIOS,
  ...LENGTH_SCENARIOS,
  ...AFTER_BOOKING_SCENARIOS,
  ...MAIL_LIMIT_SCENARIOS,
  ...INVOICE_SCENARIOS,
  ...GUEST_BOOKING_SCENARIOS,
  ...ACCOUNT_SCENARIOS,
  ...ACCESSIBILITY_SCENARIOS,
  ...DASHBOARD_SCENARIOS,
  ...RETENTION_SCENARIOS,
  ...REBOOKING_SCENARIOS,
  ...CANCELLED_DATE_SCENARIOS,
  ...OPS_HEALTH_SCENARIOS,
  ...ADMIN_SEARCH_SCENARIOS,
  ...CATALOG_SEATS_SCENARIOS,
  ...GUARANTEE_SCENARIOS,
];

export const EXPECTED: ContractRow[] = SCENARIOS.map((s) => ({ scenario: s.name, results: s.expect }));

export type { Actor, Outcome, Request, Scenario, Setup, Step } from './model';
export { USERS } from './fixtures';
export { normalise, resolveRefs, rememberRefs, type ContractRow } from './normalise';
