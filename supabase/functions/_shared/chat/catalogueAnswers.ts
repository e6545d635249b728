/**
 * Answers from the catalogue: dates and seats (for a group, with the next date that has room), prices (per person,
 * for the group, within a budget), discounts, webinars and topics. Every date or price links to its booking page.
 */
import { berlinDay } from './knowledge';
import { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
import {
  chatPaths,
  findSeminar,
  followUps,
  groupPriceText,
  grossText,
  MAX_LINES,
  MAX_LINKS,
  overviewLinks,
  seminarsFor,
  shortTitle,
  topicLabel,
  uniqueLinks,
  type Composed,
} from './answerKit';
import { handoverLinks, UNSURE_TEXT } from './handover';
import { formatDay, formatEuro, formatInstant, formatMonth, grossCents, seatsText } from './format';
import type {
  CategorySlug,
  CatalogueSeminar,
  CatalogueSession,
  CatalogueWebinar,
  ChatEntities,
  ChatLink,
  Knowledge,
} from './types';

export type DatesMode = 'search' | 'dates' | 'seats';

function inRange(isoDay: string, entities: ChatEntities): boolean {
  return (!entities.from || isoDay >= entities.from) && (!entities.to || isoDay <= entities.to);
}

/** " in München im Dezember 2026", " am Di., 22.12.2026", " von März 2027 bis Mai 2027". */
function whereWhen(entities: ChatEntities): string {
  const city = entities.city ? ` in ${CITY_NAMES[entities.city]}` : '';
  if (!entities.from || !entities.to) return city;
  if (entities.from === entities.to) return `${city} am ${formatDay(entities.from)}`;
  const month = (iso: string) => formatMonth(Number(iso.slice(5, 7)), Number(iso.slice(0, 4)));
  const first = month(entities.from);
  const last = month(entities.to);
  const wholeMonths = entities.from.endsWith('-01') && Number(entities.to.slice(8, 10)) >= 28;
  if (!wholeMonths) return `${city} im gewünschten Zeitraum`;
  return first === last ? `${city} im ${first}` : `${city} von ${first} bis ${last}`;
}

function sessionLine(session: CatalogueSession, seminar: CatalogueSeminar, withTitle: boolean): string {
  const title = withTitle ? `${shortTitle(seminar)}: ` : '';
  const guaranteed = session.guaranteed ? ' – Durchführung garantiert' : '';
  return `• ${title}${formatDay(session.startDate)} in ${session.cityName} – ${seatsText(session.seatsLeft)}${guaranteed}`;
}

function sessionLink(session: CatalogueSession, seminar: CatalogueSeminar): ChatLink {
  return {
    label: `${shortTitle(seminar)} in ${CITY_NAMES[session.city]}`,
    href: chatPaths.seminarInCity(session.city, seminar.slug),
  };
}

function sessionLinks(sessions: CatalogueSession[], bySlug: Map<string, CatalogueSeminar>): ChatLink[] {
  return uniqueLinks(sessions.map((s) => sessionLink(s, bySlug.get(s.seminarSlug) as CatalogueSeminar))).slice(
    0,
    MAX_LINKS,
  );
}

/** The price line under a list of one seminar's dates: per person, and for the group when one was named. */
function priceLines(seminars: CatalogueSeminar[], shown: CatalogueSession[], people: number | null): string[] {
  const slugs = new Set(shown.map((s) => s.seminarSlug));
  const only =
    seminars.length === 1 ? seminars[0] : slugs.size === 1 ? seminars.find((s) => slugs.has(s.slug)) : undefined;
  if (!only) return [];
  if (people && people > 1)
    return [`Preis für ${people} Personen: ${groupPriceText(people, only.priceNetCents, only.vatRate)}`];
  return [`Preis: ${grossText(only.priceNetCents, only.vatRate)} pro Person`];
}

/** `withPrice`: add the price under one seminar's dates (off when another part of the answer names it). */
export function datesAnswer(entities: ChatEntities, knowledge: Knowledge, mode: DatesMode, withPrice = true): Composed {
  const seminars = seminarsFor(entities, knowledge);
  const bySlug = new Map(seminars.map((s) => [s.slug, s]));
  const all = knowledge.sessions.filter((s) => bySlug.has(s.seminarSlug));
  const matching = all.filter((s) => (!entities.city || s.city === entities.city) && inRange(s.startDate, entities));
  const people = entities.groupSize ?? null;
  const need = people ?? 1;
  const topic = topicLabel(entities, knowledge);
  const place = whereWhen(entities);
  const withTitle = !entities.seminar;
  const line = (s: CatalogueSession) => sessionLine(s, bySlug.get(s.seminarSlug) as CatalogueSeminar, withTitle);
  const quickReplies = followUps(entities, knowledge, mode === 'seats' ? 'seats' : 'dates');
  const forGroup = people && people > 1 ? ` für ${people} Personen` : '';

  if (seminars.length === 0) {
    return {
      text:
        `Zu ${topic} habe ich derzeit kein offenes Seminar im Programm. ` +
        'Gern stellen wir Ihnen aber eine Inhouse-Schulung zu Ihrem Thema zusammen.',
      links: [{ label: 'Inhouse-Schulungen', href: chatPaths.inhouse }],
      quickReplies: ['Welche Themen gibt es?', 'Inhouse-Schulung anfragen', 'Nächste Webinare'],
    };
  }

  const fitting = matching.filter((s) => s.seatsLeft >= need);
  const listed = mode === 'seats' || people ? fitting : matching;
  if (listed.length > 0) {
    const shown = listed.slice(0, MAX_LINES);
    const intro =
      mode === 'seats' || people
        ? `Für ${topic}${place} ist${forGroup} noch Platz:`
        : mode === 'dates'
          ? `Die nächsten Termine für ${topic}${place}:`
          : `Diese Termine habe ich für ${topic}${place} gefunden:`;
    const more = listed.length > shown.length ? [`… und ${listed.length - shown.length} weitere Termine.`] : [];
    return {
      text: [intro, ...shown.map(line), ...more, ...(withPrice ? priceLines(seminars, shown, people) : [])].join('\n'),
      links: sessionLinks(shown, bySlug).concat(overviewLinks(entities, seminars)),
      quickReplies,
    };
  }

  // Nothing fits: say why, then offer the next dates that have room (same city first).
  const tooSmall = matching.filter((s) => s.seatsLeft < need);
  const reason =
    tooSmall.length > 0
      ? people && people > 1 && tooSmall.some((s) => s.seatsLeft > 0)
        ? [`Für ${people} Personen reicht es bei ${topic}${place} leider nicht:`, ...tooSmall.slice(0, 3).map(line)]
        : [`Für ${topic}${place} ist leider alles ausgebucht.`]
      : [`Für ${topic}${place} habe ich leider keinen Termin gefunden.`];
  const roomy = all.filter((s) => s.seatsLeft >= need && !tooSmall.includes(s));
  // Same city after the asked time first, then any city after it, then the same city at another time.
  const after = entities.from ? roomy.filter((s) => s.startDate >= (entities.from as string)) : roomy;
  const inCity = (list: CatalogueSession[]) => (entities.city ? list.filter((s) => s.city === entities.city) : []);
  const alternatives = uniqueSessions([...inCity(after), ...after, ...inCity(roomy), ...roomy]).slice(0, 3);
  if (alternatives.length === 0) {
    return {
      text: [
        ...reason,
        'Im Moment ist kein weiterer Termin mit genug freien Plätzen geplant – als Inhouse-Schulung ist das Thema aber jederzeit buchbar.',
      ].join('\n'),
      links: [...overviewLinks(entities, seminars), { label: 'Inhouse-Schulungen', href: chatPaths.inhouse }],
      quickReplies,
    };
  }
  return {
    text: [
      ...reason,
      people && people > 1
        ? `Die nächsten Termine mit mindestens ${people} freien Plätzen:`
        : 'Diese Termine kann ich Ihnen stattdessen anbieten:',
      ...alternatives.map(line),
      ...(withPrice ? priceLines(seminars, alternatives, people) : []),
    ].join('\n'),
    links: sessionLinks(alternatives, bySlug).concat(overviewLinks(entities, seminars)),
    quickReplies,
  };
}

function uniqueSessions(sessions: CatalogueSession[]): CatalogueSession[] {
  return [...new Set(sessions)];
}

export function topicsAnswer(knowledge: Knowledge): Composed {
  const categories = (Object.keys(CATEGORY_NAMES) as CategorySlug[]).filter((category) =>
    knowledge.seminars.some((s) => s.category === category),
  );
  const lines = categories.map((category) => {
    const count = knowledge.seminars.filter((s) => s.category === category).length;
    return `• ${CATEGORY_NAMES[category]} (${count} ${count === 1 ? 'Seminar' : 'Seminare'})`;
  });
  const cities = [...new Set(knowledge.venues.map((v) => v.cityName))].join(', ');
  return {
    text: [
      `Wir bieten Präsenzseminare in ${cities} zu diesen Themen an, dazu Live-Webinare und Inhouse-Schulungen:`,
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

function seminarPriceLine(s: CatalogueSeminar, people: number | null): string {
  const base =
    `• ${shortTitle(s)} (${s.durationDays} ${s.durationDays === 1 ? 'Tag' : 'Tage'}): ` +
    `${formatEuro(s.priceNetCents)} netto, ${grossText(s.priceNetCents, s.vatRate)}`;
  return people && people > 1
    ? `${base}; für ${people} Personen: ${groupPriceText(people, s.priceNetCents, s.vatRate)}`
    : base;
}

export function priceAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const specific = entities.seminar !== null || entities.category !== null;
  const people = entities.groupSize ?? null;
  const seminars = seminarsFor(entities, knowledge);
  const budget = entities.budgetCents ?? null;
  if (budget !== null) {
    const total = (s: CatalogueSeminar) => grossCents(s.priceNetCents, s.vatRate) * (people ?? 1);
    const fitting = seminars.filter((s) => total(s) <= budget).sort((a, b) => total(a) - total(b));
    const who = people && people > 1 ? ` für ${people} Personen` : '';
    if (fitting.length === 0) {
      const cheapest = [...seminars].sort((a, b) => total(a) - total(b))[0];
      return {
        text: [
          `In Ihr Budget passt${who} leider keines unserer ${specific ? topicLabel(entities, knowledge) : 'Seminare'}.`,
          ...(cheapest ? ['Am günstigsten ist:', seminarPriceLine(cheapest, people)] : []),
          'Für Gruppen kann eine Inhouse-Schulung günstiger sein.',
        ].join('\n'),
        links: [
          ...(cheapest
            ? [{ label: `${shortTitle(cheapest)} – alle Termine`, href: chatPaths.seminarAllLocations(cheapest.slug) }]
            : []),
          { label: 'Inhouse-Schulungen', href: chatPaths.inhouse },
        ],
        quickReplies: followUps(entities, knowledge, 'price'),
      };
    }
    return {
      text: [
        `In Ihr Budget passen${who} diese Seminare:`,
        ...fitting.slice(0, MAX_LINES).map((s) => seminarPriceLine(s, people)),
      ].join('\n'),
      links: fitting
        .slice(0, MAX_LINKS)
        .map((s) => ({ label: `${shortTitle(s)} – alle Termine`, href: chatPaths.seminarAllLocations(s.slug) })),
      quickReplies: followUps(entities, knowledge, 'price'),
    };
  }
  if (specific && seminars.length > 0) {
    return {
      text: [
        'Die Teilnahmegebühr pro Person (in allen Städten gleich):',
        ...seminars.slice(0, MAX_LINES).map((s) => seminarPriceLine(s, people)),
      ].join('\n'),
      links: seminars
        .slice(0, MAX_LINKS)
        .map((s) => ({ label: `${shortTitle(s)} – alle Termine`, href: chatPaths.seminarAllLocations(s.slug) })),
      quickReplies: followUps(entities, knowledge, 'price'),
    };
  }
  const byPrice = [...knowledge.seminars].sort((a, b) => a.priceNetCents - b.priceNetCents);
  const cheapest = byPrice[0];
  const dearest = byPrice[byPrice.length - 1];
  const webinarPrices = knowledge.webinars.map((w) => grossCents(w.priceNetCents, w.vatRate));
  const lines: string[] = [];
  const links: ChatLink[] = [];
  if (cheapest && dearest) {
    lines.push(
      `Unsere Präsenzseminare kosten zwischen ${formatEuro(grossCents(cheapest.priceNetCents, cheapest.vatRate))} ` +
        `(${shortTitle(cheapest)}) und ${formatEuro(grossCents(dearest.priceNetCents, dearest.vatRate))} ` +
        `(${shortTitle(dearest)}) pro Person inkl. ${knowledge.vatRate} % MwSt.`,
    );
    links.push(
      { label: `${shortTitle(cheapest)} – alle Termine`, href: chatPaths.seminarAllLocations(cheapest.slug) },
      { label: `${shortTitle(dearest)} – alle Termine`, href: chatPaths.seminarAllLocations(dearest.slug) },
    );
  }
  if (webinarPrices.length > 0) lines.push(`Webinare gibt es ab ${formatEuro(Math.min(...webinarPrices))} inkl. MwSt.`);
  lines.push('Nennen Sie mir ein Thema oder Seminar, dann nenne ich Ihnen den genauen Preis.');
  return {
    text: lines.join('\n'),
    links: [...links, { label: 'Alle Webinare', href: chatPaths.webinars }],
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

export function webinarLinks(webinars: CatalogueWebinar[]): ChatLink[] {
  return webinars.slice(0, MAX_LINKS).map((w) => ({ label: w.title, href: chatPaths.webinar(w.slug) }));
}

export function webinarAnswer(entities: ChatEntities, knowledge: Knowledge, brand?: string): Composed {
  const ofBrand = brand ? knowledge.webinars.filter((w) => w.brand === brand) : knowledge.webinars;
  const byTopic = entities.category ? ofBrand.filter((w) => w.category === entities.category) : ofBrand;
  const inWindow = (list: CatalogueWebinar[]) => list.filter((w) => inRange(berlinDay(new Date(w.startsAt)), entities));
  const people = entities.groupSize ?? 1;
  const wanted = inWindow(byTopic).filter((w) => w.seatsLeft >= people);
  const list = wanted.length > 0 ? wanted : ofBrand;
  const quickReplies = ['Kann ich ein Webinar stornieren?', 'Was kostet ein Seminar?', 'Welche Themen gibt es?'];
  if (list.length === 0) {
    return {
      text: 'Im Moment sind keine Webinare geplant. Schauen Sie bald wieder vorbei – oder fragen Sie nach unseren Präsenzseminaren.',
      links: [{ label: 'Alle Webinare', href: chatPaths.webinars }],
      quickReplies,
    };
  }
  const shown = list.slice(0, MAX_LINES);
  const topic = entities.category ? ` zu ${CATEGORY_NAMES[entities.category]}` : '';
  const when = whereWhen({ ...entities, city: null });
  const label = brand ? `Die nächsten Webinare von ${brand}` : 'Unsere nächsten Live-Webinare';
  const intro =
    wanted.length > 0
      ? `${label}${topic}${when}:`
      : `Webinare${topic}${when} habe ich gerade nicht im Programm. ${label}:`;
  return {
    text: [intro, ...shown.map(webinarLine), 'Den Zugangslink erhalten Sie nach der Buchung.'].join('\n'),
    links: [...webinarLinks(shown), { label: 'Alle Webinare', href: chatPaths.webinars }],
    quickReplies,
  };
}

/** Rabatt: the facts that exist (same price everywhere, group and in-house prices), honest about the rest. */
export function discountAnswer(entities: ChatEntities, knowledge: Knowledge, question: string): Composed {
  const seminar = findSeminar(knowledge, entities.seminar);
  const people = entities.groupSize ?? null;
  const { inhouse } = knowledge;
  const lines = [
    `${UNSURE_TEXT.slice(0, -1)}, ob ein Rabatt möglich ist: feste Rabatte oder Rabattcodes kenne ich nicht. Unser Team beantwortet das gern.`,
  ];
  const links: ChatLink[] = [];
  const seminars = seminar ? [seminar] : entities.category ? seminarsFor(entities, knowledge) : [];
  if (seminars.length > 0) {
    lines.push('Die regulären Preise pro Person:', ...seminars.slice(0, 3).map((s) => seminarPriceLine(s, people)));
    links.push(
      ...seminars
        .slice(0, 3)
        .map((s) => ({ label: `${shortTitle(s)} – alle Termine`, href: chatPaths.seminarAllLocations(s.slug) })),
    );
  }
  lines.push(
    `Für Gruppen ab ${inhouse.suggestFrom} Personen lohnt oft eine Inhouse-Schulung: ab ${formatEuro(inhouse.dayRateNetCents)} ` +
      `netto pro Schulungstag für bis zu ${inhouse.maxParticipants} Teilnehmende.`,
  );
  links.push({ label: 'Inhouse-Schulungen', href: chatPaths.inhouse });
  links.push(...handoverLinks(knowledge.contact, question));
  return {
    text: lines.join('\n'),
    links,
    quickReplies: ['Inhouse-Schulung anfragen', 'Kontakt', 'Was kostet ein Seminar?'],
  };
}

/**
 * „Findet der Termin sicher statt?“: the minimum rule in the academy's numbers, and the guaranteed dates that match
 * the question (docs/booking-rules.md, "Minimum participants").
 */
export function guaranteeAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const { minParticipants, guaranteeDecisionDays } = knowledge.terms;
  const seminars = seminarsFor(entities, knowledge);
  const bySlug = new Map(seminars.map((s) => [s.slug, s]));
  const matching = knowledge.sessions.filter(
    (s) => bySlug.has(s.seminarSlug) && (!entities.city || s.city === entities.city) && inRange(s.startDate, entities),
  );
  const guaranteed = matching.filter((s) => s.guaranteed);
  const rule = [
    `Ein Seminartermin findet sicher statt, sobald genug Plätze verbindlich gebucht sind – in der Regel ${minParticipants}. ` +
      'Dann steht bei ihm „Durchführung garantiert“.',
    `Ob ein Termin darunter stattfindet, entscheiden wir spätestens ${guaranteeDecisionDays} Tage vor Beginn; ` +
      'fällt er aus, sagen wir Ihnen sofort Bescheid und erstatten die Teilnahmegebühr vollständig.',
  ];
  const topic = topicLabel(entities, knowledge);
  const place = whereWhen(entities);
  const withTitle = !entities.seminar;
  const shown = guaranteed.slice(0, MAX_LINES);
  const list =
    shown.length > 0
      ? [
          entities.category || entities.seminar || entities.city
            ? `Garantiert sind für ${topic}${place}:`
            : 'Garantiert sind zum Beispiel diese Termine:',
          ...shown.map((s) => sessionLine(s, bySlug.get(s.seminarSlug) as CatalogueSeminar, withTitle)),
        ]
      : matching.length > 0
        ? [`Für ${topic}${place} ist noch kein Termin garantiert – mit Ihrer Buchung kommt er dem Minimum näher.`]
        : [];
  return {
    text: [...rule, ...list].join('\n'),
    links: shown.length > 0 ? sessionLinks(shown, bySlug) : overviewLinks(entities, seminars),
    quickReplies: ['Nächste Termine', 'Wie kann ich stornieren?', 'Wie buche ich?'],
  };
}
