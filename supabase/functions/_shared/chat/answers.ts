/**
 * The answer to each intent, composed from the catalogue: plain German text, links to the matching pages and
 * follow-up questions the engine itself understands.
 */
import { berlinDay } from './catalogue';
import { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
import { formatDay, formatEuro, formatInstant, formatMonth, grossCents, seatsText } from './format';
import type {
  Catalogue,
  CatalogueSeminar,
  CatalogueSession,
  CatalogueWebinar,
  CategorySlug,
  ChatAnswer,
  ChatContact,
  ChatEntities,
  ChatIntent,
  ChatLink,
} from './types';

export interface AnswerInput {
  intent: ChatIntent;
  entities: ChatEntities;
  catalogue: Catalogue;
  contact: ChatContact;
}

type Composed = Pick<ChatAnswer, 'text' | 'links' | 'quickReplies'>;

const MAX_LINES = 6;
const MAX_LINKS = 4;

/** The app's paths (copies of src/config/paths.ts; this module must not import src/). */
export const chatPaths = {
  home: '/',
  seminarInCity: (city: string, slug: string) => `/${city}/${slug}`,
  seminarAllLocations: (slug: string) => `/seminars/${slug}`,
  seminarType: (category: string) => `/themen/${category}`,
  city: (city: string) => `/${city}`,
  webinar: (slug: string) => `/webinar/${slug}`,
  webinars: '/webinars',
  inhouse: '/inhouse-schulungen',
  cancellationTerms: '/agb#stornobedingungen',
  dashboard: '/dashboard',
} as const;

/** Follow-up questions offered when nothing more specific fits (each one is understood by the engine). */
export const STARTER_QUESTIONS = [
  'SEO-Seminare in München',
  'Nächste Webinare',
  'Was kostet ein Seminar?',
  'Inhouse-Schulung anfragen',
  'Wie kann ich stornieren?',
  'Kontakt',
] as const;

/** `SEO-Grundlagen: Besser gefunden …` → `SEO-Grundlagen`. */
export function shortTitle(seminar: CatalogueSeminar): string {
  return seminar.title.split(':')[0]?.trim() || seminar.title;
}

function grossText(netCents: number, vatRate: number): string {
  return `${formatEuro(grossCents(netCents, vatRate))} inkl. ${vatRate} % MwSt.`;
}

function uniqueLinks(links: ChatLink[]): ChatLink[] {
  const seen = new Set<string>();
  return links.filter((link) => (seen.has(link.href) ? false : (seen.add(link.href), true)));
}

// --- Selecting from the catalogue ---

function seminarsFor(entities: ChatEntities, catalogue: Catalogue): CatalogueSeminar[] {
  if (entities.seminar) return catalogue.seminars.filter((s) => s.slug === entities.seminar);
  if (entities.category) return catalogue.seminars.filter((s) => s.category === entities.category);
  return catalogue.seminars;
}

/** Whether a day (`YYYY-MM-DD`) lies in `month` the next time that month comes round (within a year from today). */
function inMonth(isoDay: string, month: number, today: string): boolean {
  const todayYear = Number(today.slice(0, 4));
  const year = month >= Number(today.slice(5, 7)) ? todayYear : todayYear + 1;
  return isoDay.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}`;
}

function monthLabel(month: number, today: string): string {
  const todayYear = Number(today.slice(0, 4));
  return formatMonth(month, month >= Number(today.slice(5, 7)) ? todayYear : todayYear + 1);
}

/** What the visitor asked about, in words: "SEO-Grundlagen", "Seminare zu SEO", "Seminare". */
function topicLabel(entities: ChatEntities, catalogue: Catalogue): string {
  const seminar = entities.seminar ? catalogue.seminars.find((s) => s.slug === entities.seminar) : undefined;
  if (seminar) return `„${shortTitle(seminar)}“`;
  if (entities.category) return `Seminare zu ${CATEGORY_NAMES[entities.category]}`;
  return 'Seminare';
}

function whereWhen(entities: ChatEntities, today: string): string {
  const city = entities.city ? ` in ${CITY_NAMES[entities.city]}` : '';
  const month = entities.month ? ` im ${monthLabel(entities.month, today)}` : '';
  return `${city}${month}`;
}

function sessionLine(session: CatalogueSession, seminar: CatalogueSeminar, withTitle: boolean): string {
  const title = withTitle ? `${shortTitle(seminar)}: ` : '';
  return `• ${title}${formatDay(session.startDate)} in ${session.cityName} – ${seatsText(session.seatsLeft)}`;
}

function sessionLink(session: CatalogueSession, seminar: CatalogueSeminar): ChatLink {
  return {
    label: `${shortTitle(seminar)} in ${CITY_NAMES[session.city]}`,
    href: chatPaths.seminarInCity(session.city, seminar.slug),
  };
}

function overviewLinks(entities: ChatEntities, seminars: CatalogueSeminar[]): ChatLink[] {
  const links: ChatLink[] = [];
  const [only] = seminars;
  if (entities.seminar && only) {
    links.push({ label: `Alle Termine: ${shortTitle(only)}`, href: chatPaths.seminarAllLocations(only.slug) });
  }
  if (entities.category) {
    links.push({
      label: `Alle Seminare zu ${CATEGORY_NAMES[entities.category]}`,
      href: chatPaths.seminarType(entities.category),
    });
  }
  if (entities.city) {
    links.push({ label: `Alle Seminare in ${CITY_NAMES[entities.city]}`, href: chatPaths.city(entities.city) });
  }
  return links;
}

function followUps(entities: ChatEntities, catalogue: Catalogue, exclude: ChatIntent): string[] {
  const seminar = entities.seminar ? catalogue.seminars.find((s) => s.slug === entities.seminar) : undefined;
  const topic = seminar ? shortTitle(seminar) : entities.category ? CATEGORY_NAMES[entities.category] : null;
  const replies: Array<[ChatIntent, string]> = [
    ['price', topic ? `Was kostet ${topic}?` : 'Was kostet ein Seminar?'],
    ['seats', topic ? `Freie Plätze ${topic}` : 'Wo sind noch Plätze frei?'],
    ['webinar', entities.category ? `Webinare zu ${CATEGORY_NAMES[entities.category]}` : 'Nächste Webinare'],
    ['booking', 'Wie buche ich?'],
    ['inhouse', 'Inhouse-Schulung anfragen'],
    ['cancellation', 'Wie kann ich stornieren?'],
  ];
  return replies
    .filter(([intent]) => intent !== exclude)
    .map(([, text]) => text)
    .slice(0, 4);
}

// --- The answers ---

type DatesMode = 'search' | 'dates' | 'seats';

function datesAnswer(input: AnswerInput, mode: DatesMode): Composed {
  const { entities, catalogue } = input;
  const seminars = seminarsFor(entities, catalogue);
  const bySlug = new Map(seminars.map((s) => [s.slug, s]));
  const all = catalogue.sessions.filter((s) => bySlug.has(s.seminarSlug));
  const matching = all.filter(
    (s) =>
      (!entities.city || s.city === entities.city) &&
      (!entities.month || inMonth(s.startDate, entities.month, catalogue.today)),
  );
  const topic = topicLabel(entities, catalogue);
  const place = whereWhen(entities, catalogue.today);
  const withTitle = !entities.seminar;
  const listed = mode === 'seats' ? matching.filter((s) => s.seatsLeft > 0) : matching;
  const quickReplies = followUps(entities, catalogue, mode === 'seats' ? 'seats' : 'next_dates');

  if (listed.length > 0) {
    const shown = listed.slice(0, MAX_LINES);
    const intro =
      mode === 'seats'
        ? `Für ${topic}${place} sind noch Plätze frei:`
        : mode === 'dates'
          ? `Die nächsten Termine für ${topic}${place}:`
          : `Diese Termine habe ich für ${topic}${place} gefunden:`;
    const lines = shown.map((s) => sessionLine(s, bySlug.get(s.seminarSlug) as CatalogueSeminar, withTitle));
    const more = listed.length > shown.length ? [`… und ${listed.length - shown.length} weitere Termine.`] : [];
    const priceNote =
      entities.seminar && seminars[0] ? [`Preis: ${grossText(seminars[0].priceNetCents, seminars[0].vatRate)}`] : [];
    return {
      text: [intro, ...lines, ...more, ...priceNote].join('\n'),
      links: uniqueLinks([...shown.map((s) => sessionLink(s, bySlug.get(s.seminarSlug) as CatalogueSeminar))])
        .slice(0, MAX_LINKS)
        .concat(overviewLinks(entities, seminars)),
      quickReplies,
    };
  }

  if (seminars.length === 0) {
    return {
      text:
        `Zu ${topic} habe ich derzeit kein offenes Seminar im Programm. ` +
        'Gern stellen wir Ihnen aber eine Inhouse-Schulung zu Ihrem Thema zusammen.',
      links: [{ label: 'Inhouse-Schulungen', href: chatPaths.inhouse }],
      quickReplies: ['Welche Themen gibt es?', 'Inhouse-Schulung anfragen', 'Nächste Webinare'],
    };
  }

  const alternatives = (mode === 'seats' ? all.filter((s) => s.seatsLeft > 0) : all).slice(0, 3);
  const reason =
    mode === 'seats' && matching.length > 0
      ? `Für ${topic}${place} ist leider alles ausgebucht.`
      : `Für ${topic}${place} habe ich leider keinen Termin gefunden.`;
  if (alternatives.length === 0) {
    return {
      text: `${reason} Im Moment sind keine weiteren Termine geplant – als Inhouse-Schulung ist das Thema aber jederzeit buchbar.`,
      links: [...overviewLinks(entities, seminars), { label: 'Inhouse-Schulungen', href: chatPaths.inhouse }],
      quickReplies,
    };
  }
  return {
    text: [
      reason,
      'Diese Termine kann ich Ihnen stattdessen anbieten:',
      ...alternatives.map((s) => sessionLine(s, bySlug.get(s.seminarSlug) as CatalogueSeminar, withTitle)),
    ].join('\n'),
    links: uniqueLinks(alternatives.map((s) => sessionLink(s, bySlug.get(s.seminarSlug) as CatalogueSeminar)))
      .slice(0, MAX_LINKS)
      .concat(overviewLinks(entities, seminars)),
    quickReplies,
  };
}

function topicsAnswer({ catalogue }: AnswerInput): Composed {
  const categories = (Object.keys(CATEGORY_NAMES) as CategorySlug[]).filter((category) =>
    catalogue.seminars.some((s) => s.category === category),
  );
  const lines = categories.map((category) => {
    const count = catalogue.seminars.filter((s) => s.category === category).length;
    return `• ${CATEGORY_NAMES[category]} (${count} ${count === 1 ? 'Seminar' : 'Seminare'})`;
  });
  return {
    text: [
      'Wir bieten Präsenzseminare in Berlin, München, Hamburg, Frankfurt, Stuttgart und Köln zu diesen Themen an:',
      ...lines,
      'Nennen Sie mir ein Thema, eine Stadt oder einen Monat, dann suche ich passende Termine heraus.',
    ].join('\n'),
    links: categories.map((category) => ({
      label: `Seminare zu ${CATEGORY_NAMES[category]}`,
      href: chatPaths.seminarType(category),
    })),
    quickReplies: [
      'SEO-Seminare in München',
      'KI-Seminare im nächsten Monat',
      'Nächste Webinare',
      'Was kostet ein Seminar?',
    ],
  };
}

function priceAnswer(input: AnswerInput): Composed {
  const { entities, catalogue } = input;
  const specific = entities.seminar !== null || entities.category !== null;
  const seminars = seminarsFor(entities, catalogue);
  if (specific && seminars.length > 0) {
    const lines = seminars
      .slice(0, MAX_LINES)
      .map(
        (s) =>
          `• ${shortTitle(s)} (${s.durationDays} ${s.durationDays === 1 ? 'Tag' : 'Tage'}): ` +
          `${formatEuro(s.priceNetCents)} netto, ${grossText(s.priceNetCents, s.vatRate)}`,
      );
    return {
      text: ['Die Teilnahmegebühr pro Person (in allen Städten gleich):', ...lines].join('\n'),
      links: seminars
        .slice(0, MAX_LINKS)
        .map((s) => ({ label: `${shortTitle(s)} – alle Termine`, href: chatPaths.seminarAllLocations(s.slug) })),
      quickReplies: followUps(entities, catalogue, 'price'),
    };
  }
  const prices = catalogue.seminars.map((s) => grossCents(s.priceNetCents, s.vatRate));
  const webinarPrices = catalogue.webinars.map((w) => grossCents(w.priceNetCents, w.vatRate));
  const lines: string[] = [];
  if (prices.length > 0) {
    lines.push(
      `Unsere Präsenzseminare kosten zwischen ${formatEuro(Math.min(...prices))} und ${formatEuro(Math.max(...prices))} ` +
        `pro Person inkl. ${catalogue.vatRate} % MwSt.`,
    );
  }
  if (webinarPrices.length > 0) lines.push(`Webinare gibt es ab ${formatEuro(Math.min(...webinarPrices))} inkl. MwSt.`);
  lines.push('Nennen Sie mir ein Thema oder Seminar, dann nenne ich Ihnen den genauen Preis.');
  return {
    text: lines.join('\n'),
    links: [{ label: 'Alle Webinare', href: chatPaths.webinars }],
    quickReplies: [
      'Was kostet SEO-Grundlagen?',
      'Was kostet Google Ads?',
      'Nächste Webinare',
      'Inhouse-Schulung anfragen',
    ],
  };
}

function webinarLine(w: CatalogueWebinar): string {
  return (
    `• ${w.title} – ${formatInstant(w.startsAt)} (${w.durationMinutes} Min.) – ` +
    `${grossText(w.priceNetCents, w.vatRate)} – ${seatsText(w.seatsLeft)}`
  );
}

function webinarAnswer({ entities, catalogue }: AnswerInput): Composed {
  const byTopic = entities.category ? catalogue.webinars.filter((w) => w.category === entities.category) : [];
  const { month } = entities;
  const inMonthOnly = (list: CatalogueWebinar[]) =>
    month ? list.filter((w) => inMonth(berlinDay(new Date(w.startsAt)), month, catalogue.today)) : list;
  const wanted = inMonthOnly(entities.category ? byTopic : catalogue.webinars);
  const list = wanted.length > 0 ? wanted : catalogue.webinars;
  const quickReplies = ['Wie buche ich ein Webinar?', 'Was kostet ein Seminar?', 'Welche Themen gibt es?'];
  if (list.length === 0) {
    return {
      text: 'Im Moment sind keine Webinare geplant. Schauen Sie bald wieder vorbei – oder fragen Sie nach unseren Präsenzseminaren.',
      links: [{ label: 'Alle Webinare', href: chatPaths.webinars }],
      quickReplies,
    };
  }
  const shown = list.slice(0, MAX_LINES);
  const topic = entities.category ? ` zu ${CATEGORY_NAMES[entities.category]}` : '';
  const when = entities.month ? ` im ${monthLabel(entities.month, catalogue.today)}` : '';
  const intro =
    wanted.length > 0
      ? `Unsere nächsten Live-Webinare${topic}${when}:`
      : `Webinare${topic}${when} habe ich gerade nicht im Programm. Das sind unsere nächsten Live-Webinare:`;
  return {
    text: [intro, ...shown.map(webinarLine), 'Den Zugangslink erhalten Sie nach der Buchung.'].join('\n'),
    links: [
      ...shown.slice(0, MAX_LINKS).map((w) => ({ label: w.title, href: chatPaths.webinar(w.slug) })),
      { label: 'Alle Webinare', href: chatPaths.webinars },
    ],
    quickReplies,
  };
}

function inhouseAnswer({ entities, contact }: AnswerInput): Composed {
  const topic = entities.category
    ? `Auch ${CATEGORY_NAMES[entities.category]} schulen wir gern exklusiv für Ihr Team. `
    : '';
  return {
    text:
      `${topic}Inhouse-Schulungen passen wir an Ihre Ziele, Ihr Vorwissen und Ihre Branche an – bei Ihnen vor Ort, ` +
      'in einem unserer Schulungszentren oder online, zu einem Termin Ihrer Wahl. ' +
      'Schicken Sie uns über das Anfrageformular ein paar Eckdaten, dann melden wir uns mit einem Angebot. ' +
      `Telefonisch erreichen Sie uns unter ${contact.phone}.`,
    links: [
      { label: 'Inhouse-Schulung anfragen', href: chatPaths.inhouse },
      { label: `E-Mail an ${contact.email}`, href: `mailto:${contact.email}` },
    ],
    quickReplies: ['Welche Themen gibt es?', 'Was kostet ein Seminar?', 'Kontakt'],
  };
}

function bookingAnswer({ entities, catalogue }: AnswerInput): Composed {
  const closed = catalogue.bookingOpen
    ? []
    : ['Hinweis: Online-Buchungen sind gerade vorübergehend geschlossen – rufen Sie uns gern an.'];
  const links: ChatLink[] = overviewLinks(entities, seminarsFor(entities, catalogue));
  if (links.length === 0) links.push({ label: 'Seminare finden', href: chatPaths.home });
  links.push({ label: 'Webinare', href: chatPaths.webinars });
  return {
    text: [
      'So buchen Sie ein Seminar oder Webinar:',
      '• Termin auswählen und „In den Warenkorb“ klicken',
      '• Im Warenkorb „Zur Kasse“ wählen und die Teilnehmenden eintragen',
      '• Auf Rechnung oder online bezahlen und „Zahlungspflichtig bestellen“',
      'Die Buchungsbestätigung kommt sofort per E-Mail. Ein Kundenkonto ist nicht nötig.',
      ...closed,
    ].join('\n'),
    links,
    quickReplies: ['Wie kann ich stornieren?', 'Was kostet ein Seminar?', 'Nächste Termine'],
  };
}

function cancellationAnswer({ catalogue }: AnswerInput): Composed {
  const days = catalogue.freeCancellationDays;
  return {
    text: [
      `Sie können bis ${days} Tage vor dem ersten Seminartag kostenfrei stornieren – in „Mein Konto“ oder per E-Mail.`,
      'Statt zu stornieren können Sie jederzeit ohne zusätzliche Kosten eine Ersatzperson benennen.',
      'Alle Einzelheiten (auch zu späteren Stornierungen und zu Webinaren) stehen in unseren Stornobedingungen.',
    ].join('\n'),
    links: [
      { label: 'Stornobedingungen (AGB)', href: chatPaths.cancellationTerms },
      { label: 'Mein Konto', href: chatPaths.dashboard },
    ],
    quickReplies: ['Kontakt', 'Wie buche ich?', 'Nächste Termine'],
  };
}

function contactAnswer({ contact }: AnswerInput): Composed {
  return {
    text: [
      `So erreichen Sie die ${contact.name}:`,
      `• Telefon: ${contact.phone}`,
      `• E-Mail: ${contact.email}`,
      `• Adresse: ${contact.street}, ${contact.postalCode} ${contact.city}`,
    ].join('\n'),
    links: [
      { label: `E-Mail an ${contact.email}`, href: `mailto:${contact.email}` },
      { label: `Anrufen: ${contact.phone}`, href: `tel:${contact.phoneHref}` },
    ],
    quickReplies: ['Inhouse-Schulung anfragen', 'Wie buche ich?', 'Welche Themen gibt es?'],
  };
}

function greetingAnswer(): Composed {
  return {
    text:
      'Hallo! Ich bin der Chat-Assistent der Digitalakademie. Fragen Sie mich nach Seminaren, Terminen, freien ' +
      'Plätzen, Preisen, Webinaren oder Inhouse-Schulungen.',
    links: [],
    quickReplies: [...STARTER_QUESTIONS],
  };
}

function thanksAnswer(): Composed {
  return {
    text: 'Gern geschehen! Wenn Sie noch eine Frage haben, schreiben Sie mir einfach.',
    links: [],
    quickReplies: ['Nächste Termine', 'Nächste Webinare', 'Kontakt'],
  };
}

function emptyAnswer(): Composed {
  return {
    text: 'Was möchten Sie wissen? Schreiben Sie mir zum Beispiel „SEO-Seminar in München“ oder „Was kostet Google Ads?“.',
    links: [],
    quickReplies: [...STARTER_QUESTIONS],
  };
}

function fallbackAnswer({ contact }: AnswerInput): Composed {
  return {
    text:
      'Entschuldigung, das habe ich leider nicht verstanden. Ich helfe Ihnen gern bei Fragen zu Seminaren, ' +
      'Terminen und freien Plätzen, Preisen, Webinaren, Inhouse-Schulungen, Buchung und Stornierung. ' +
      `Oder schreiben Sie unserem Team an ${contact.email}.`,
    links: [{ label: `E-Mail an ${contact.email}`, href: `mailto:${contact.email}` }],
    quickReplies: [...STARTER_QUESTIONS],
  };
}

export function compose(input: AnswerInput): Composed {
  switch (input.intent) {
    case 'empty':
      return emptyAnswer();
    case 'greeting':
      return greetingAnswer();
    case 'thanks':
      return thanksAnswer();
    case 'topics':
      return topicsAnswer(input);
    case 'seminar_search':
      return datesAnswer(input, 'search');
    case 'next_dates':
      return datesAnswer(input, 'dates');
    case 'seats':
      return datesAnswer(input, 'seats');
    case 'price':
      return priceAnswer(input);
    case 'webinar':
      return webinarAnswer(input);
    case 'inhouse':
      return inhouseAnswer(input);
    case 'booking':
      return bookingAnswer(input);
    case 'cancellation':
      return cancellationAnswer(input);
    case 'contact':
      return contactAnswer(input);
    case 'fallback':
      return fallbackAnswer(input);
  }
}
