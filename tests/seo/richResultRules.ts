/**
 * Google's documented rules for the rich results this site marks up, as a table: a missing required property is an
 * error (the item is not eligible), a missing recommended one a warning (Search Console and the Rich Results Test
 * report both). Written from Google Search Central's pages (read November 2026):
 * - Event: https://developers.google.com/search/docs/appearance/structured-data/event
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 * - Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 * - Course info (only to catch Course markup coming back half done):
 *   https://developers.google.com/search/docs/appearance/structured-data/course-info
 */

export type Json = Record<string, unknown>;

export interface Finding {
  level: 'error' | 'warning';
  /** `EducationEvent.offers.validFrom` */
  path: string;
  message: string;
}

/** The schema.org types that are an Event for Google (every subtype of Event is validated as Event). */
const EVENT_TYPES = new Set([
  'Event',
  'EducationEvent',
  'BusinessEvent',
  'ChildrensEvent',
  'ComedyEvent',
  'CourseInstance',
  'SocialEvent',
]);

const SCHEMA = 'https://schema.org/';
const EVENT_STATUSES = ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'];
const ATTENDANCE_MODES = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'];
const AVAILABILITIES = ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly'];
/** ISO 8601 date-time with seconds optional and a UTC offset (Google: "add the timezone offset"). */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;

interface PropertyRule {
  /** error: required by Google; warning: recommended. */
  level: 'error' | 'warning';
  /** A value check on top of presence (an error when it fails). */
  check?: (value: unknown) => string | null;
}

const absoluteUrl = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^/\s]+(\/\S*)?$/.test(value) ? null : 'must be an absolute https URL';
const absoluteUrls = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(absoluteUrl).find((problem) => problem) ?? null;
const dateTime = (value: unknown) =>
  typeof value === 'string' && DATE_TIME_WITH_OFFSET.test(value) ? null : 'must be an ISO 8601 date-time with offset';
const oneOf = (names: string[]) => (value: unknown) =>
  typeof value === 'string' && names.some((name) => value === `${SCHEMA}${name}`)
    ? null
    : `must be one of ${names.map((name) => `${SCHEMA}${name}`).join(', ')}`;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? null : 'must be a non-empty text');
const price = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && /^\d+(\.\d+)?$/.test(String(value))
    ? null
    : 'must be a number without currency sign (a dot for decimals)';
const currency = (value: unknown) =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? null : 'must be an ISO 4217 currency code';

/** Google's Event properties: required → error, recommended → warning. */
export const EVENT_RULES: Readonly<Record<string, PropertyRule>> = {
  name: { level: 'error', check: text },
  startDate: { level: 'error', check: dateTime },
  location: { level: 'error' },
  description: { level: 'warning', check: text },
  endDate: { level: 'warning', check: dateTime },
  eventAttendanceMode: { level: 'warning', check: oneOf(ATTENDANCE_MODES) },
  eventStatus: { level: 'warning', check: oneOf(EVENT_STATUSES) },
  image: { level: 'warning', check: absoluteUrls },
  offers: { level: 'warning' },
  organizer: { level: 'warning' },
  performer: { level: 'warning' },
};

export const PLACE_RULES: Readonly<Record<string, PropertyRule>> = {
  address: { level: 'error' },
  name: { level: 'warning', check: text },
};

export const POSTAL_ADDRESS_RULES: Readonly<Record<string, PropertyRule>> = {
  streetAddress: { level: 'warning', check: text },
  addressLocality: { level: 'warning', check: text },
  postalCode: { level: 'warning', check: text },
  addressRegion: { level: 'warning', check: text },
  addressCountry: { level: 'warning', check: (value) => (value === 'DE' ? null : 'must be the ISO code DE') },
};

export const VIRTUAL_LOCATION_RULES: Readonly<Record<string, PropertyRule>> = {
  url: { level: 'error', check: absoluteUrl },
};

export const OFFER_RULES: Readonly<Record<string, PropertyRule>> = {
  availability: { level: 'warning', check: oneOf(AVAILABILITIES) },
  price: { level: 'warning', check: price },
  priceCurrency: { level: 'warning', check: currency },
  validFrom: { level: 'warning', check: dateTime },
  url: { level: 'warning', check: absoluteUrl },
};

export const ORGANIZER_RULES: Readonly<Record<string, PropertyRule>> = {
  name: { level: 'warning', check: text },
  url: { level: 'warning', check: absoluteUrl },
};

export const PERFORMER_RULES: Readonly<Record<string, PropertyRule>> = {
  name: { level: 'warning', check: text },
};

/** Organization has no required properties; Google recommends as many of these as apply. */
export const ORGANIZATION_RULES: Readonly<Record<string, PropertyRule>> = {
  name: { level: 'warning', check: text },
  legalName: { level: 'warning', check: text },
  url: { level: 'warning', check: absoluteUrl },
  logo: { level: 'warning', check: absoluteUrl },
  address: { level: 'warning' },
  contactPoint: { level: 'warning' },
  telephone: { level: 'warning', check: text },
  email: { level: 'warning', check: text },
  description: { level: 'warning', check: text },
  vatID: { level: 'warning', check: text },
};

export const CONTACT_POINT_RULES: Readonly<Record<string, PropertyRule>> = {
  contactType: { level: 'warning', check: text },
  telephone: { level: 'warning', check: text },
  email: { level: 'warning', check: text },
};

export const BREADCRUMB_LIST_RULES: Readonly<Record<string, PropertyRule>> = {
  itemListElement: {
    level: 'error',
    check: (value) => (Array.isArray(value) && value.length >= 2 ? null : 'needs at least two ListItems'),
  },
};

export const LIST_ITEM_RULES: Readonly<Record<string, PropertyRule>> = {
  position: { level: 'error', check: (value) => (Number.isInteger(value) ? null : 'must be an integer') },
  name: { level: 'error', check: text },
};

/** Course info (required of the Course and of each CourseInstance); Google shows it in English only. */
export const COURSE_RULES: Readonly<Record<string, PropertyRule>> = {
  name: { level: 'error', check: text },
  description: { level: 'error', check: text },
  provider: { level: 'error' },
  offers: { level: 'error' },
  hasCourseInstance: { level: 'error' },
};

function applyRules(node: Json, rules: Readonly<Record<string, PropertyRule>>, path: string, findings: Finding[]) {
  for (const [property, rule] of Object.entries(rules)) {
    const value = node[property];
    if (value === undefined || value === null || value === '') {
      findings.push({
        level: rule.level,
        path: `${path}.${property}`,
        message: rule.level === 'error' ? 'required property is missing' : 'recommended property is missing',
      });
      continue;
    }
    const problem = rule.check?.(value);
    if (problem) findings.push({ level: 'error', path: `${path}.${property}`, message: problem });
  }
}

function typesOf(node: Json): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

function asNodes(value: unknown): Json[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is Json => typeof item === 'object' && item !== null,
  );
}

function validateEvent(node: Json, path: string, findings: Finding[]) {
  applyRules(node, EVENT_RULES, path, findings);
  for (const location of asNodes(node.location)) {
    const [type] = typesOf(location);
    if (type === 'Place') {
      applyRules(location, PLACE_RULES, `${path}.location`, findings);
      for (const address of asNodes(location.address)) {
        if (typesOf(address)[0] !== 'PostalAddress') {
          findings.push({ level: 'error', path: `${path}.location.address`, message: 'must be a PostalAddress' });
        } else applyRules(address, POSTAL_ADDRESS_RULES, `${path}.location.address`, findings);
      }
    } else if (type === 'VirtualLocation') {
      applyRules(location, VIRTUAL_LOCATION_RULES, `${path}.location`, findings);
    } else {
      findings.push({ level: 'error', path: `${path}.location`, message: 'must be a Place or a VirtualLocation' });
    }
  }
  const online = node.eventAttendanceMode === `${SCHEMA}OnlineEventAttendanceMode`;
  if (online && !asNodes(node.location).some((location) => typesOf(location)[0] === 'VirtualLocation')) {
    findings.push({ level: 'error', path: `${path}.location`, message: 'an online event needs a VirtualLocation' });
  }
  for (const offer of asNodes(node.offers)) applyRules(offer, OFFER_RULES, `${path}.offers`, findings);
  for (const organizer of asNodes(node.organizer))
    applyRules(organizer, ORGANIZER_RULES, `${path}.organizer`, findings);
  for (const performer of asNodes(node.performer))
    applyRules(performer, PERFORMER_RULES, `${path}.performer`, findings);
  if (typeof node.startDate === 'string' && typeof node.endDate === 'string' && node.endDate < node.startDate) {
    findings.push({ level: 'error', path: `${path}.endDate`, message: 'ends before it starts' });
  }
}

function validateNode(node: Json, findings: Finding[]) {
  const types = typesOf(node);
  const [type] = types;
  if (!type) {
    findings.push({ level: 'error', path: '(item)', message: 'has no @type' });
    return;
  }
  if (types.some((name) => EVENT_TYPES.has(name))) validateEvent(node, type, findings);
  if (type === 'Organization') {
    applyRules(node, ORGANIZATION_RULES, type, findings);
    for (const address of asNodes(node.address)) applyRules(address, POSTAL_ADDRESS_RULES, `${type}.address`, findings);
    for (const contact of asNodes(node.contactPoint)) {
      applyRules(contact, CONTACT_POINT_RULES, `${type}.contactPoint`, findings);
    }
  }
  if (type === 'BreadcrumbList') {
    applyRules(node, BREADCRUMB_LIST_RULES, type, findings);
    const items = asNodes(node.itemListElement);
    items.forEach((item, index) => {
      const path = `${type}.itemListElement[${index}]`;
      applyRules(item, LIST_ITEM_RULES, path, findings);
      if (item.position !== index + 1) {
        findings.push({ level: 'error', path: `${path}.position`, message: `must be ${index + 1} (in order from 1)` });
      }
      // Only the last item (the page itself) may leave out its URL.
      if (index < items.length - 1 || item.item !== undefined) {
        const problem = absoluteUrl(item.item);
        if (problem) findings.push({ level: 'error', path: `${path}.item`, message: problem });
      }
    });
  }
  if (type === 'Course') {
    applyRules(node, COURSE_RULES, type, findings);
    for (const instance of asNodes(node.hasCourseInstance)) {
      if (!instance.courseMode)
        findings.push({
          level: 'error',
          path: 'Course.hasCourseInstance.courseMode',
          message: 'required property is missing',
        });
      if (!instance.courseSchedule && !instance.courseWorkload) {
        findings.push({
          level: 'error',
          path: 'Course.hasCourseInstance.courseSchedule',
          message: 'courseSchedule or courseWorkload is required',
        });
      }
    }
  }
}

/** Every finding of one page's JSON-LD items against the rules above. */
export function validateJsonLd(items: readonly unknown[]): Finding[] {
  const findings: Finding[] = [];
  for (const item of items) {
    for (const node of asNodes(item)) {
      if (node['@context'] !== 'https://schema.org') {
        findings.push({
          level: 'error',
          path: String(node['@type'] ?? '(item)'),
          message: '@context must be https://schema.org',
        });
      }
      validateNode(node, findings);
    }
  }
  return findings;
}
