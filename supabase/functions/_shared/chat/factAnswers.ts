/**
 * Answers from the academy's facts (settings, venues, trainers): cancellation, rebooking and payment terms, booking, contact
 * and opening hours, venues (address, transport, parking, step-free access), trainers, the in-house offer and the
 * second brand. Nothing here is a fixed text about the rules: every figure comes from the knowledge.
 */
import {
  chatPaths,
  findSeminar,
  groupPriceText,
  overviewLinks,
  seminarsFor,
  shortTitle,
  uniqueLinks,
  type Composed,
} from './answerKit';
import { webinarAnswer } from './catalogueAnswers';
import { formatEuro, grossCents } from './format';
import { CATEGORY_NAMES, CITY_NAMES } from './lexicon';
import type {
  CatalogueTerms,
  CatalogueTrainer,
  CatalogueVenue,
  ChatEntities,
  ChatLink,
  Knowledge,
  VenueAspect,
} from './types';

export function cancellationAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const t = knowledge.terms;
  const webinarRule =
    `Webinare können Sie bis ${t.webinarFreeCancellationHours} Stunden vor Beginn kostenfrei stornieren; ` +
    `danach berechnen wir ${t.lateFeePercent} % der Gebühr.`;
  const seminarRule = [
    `Sie können bis ${t.freeCancellationDays} Tage vor dem ersten Seminartag kostenfrei stornieren – in „Mein Konto“ oder per E-Mail.`,
    `Bei einer Stornierung ${t.freeCancellationDays - 1} bis ${t.reducedFeeFromDays} Tage vorher berechnen wir ` +
      `${t.reducedFeePercent} %, danach oder bei Nichterscheinen ${t.lateFeePercent} % der Teilnahmegebühr.`,
  ];
  const lines =
    entities.format === 'webinar'
      ? [
          webinarRule,
          `Für Präsenzseminare gilt: kostenfrei bis ${t.freeCancellationDays} Tage vor dem ersten Seminartag.`,
        ]
      : [...seminarRule, webinarRule];
  return {
    text: [
      ...lines,
      'Statt zu stornieren können Sie jederzeit ohne zusätzliche Kosten eine Ersatzperson benennen.',
      ...(entities.format === 'webinar'
        ? []
        : [`Oder Sie buchen auf einen anderen Seminartermin um – ${rebookingFreeText(t)}.`]),
    ].join('\n'),
    links: [
      { label: 'Stornobedingungen (AGB)', href: chatPaths.cancellationTerms },
      { label: 'Mein Konto', href: chatPaths.dashboard },
    ],
    quickReplies: ['Kann ich umbuchen?', 'Kontakt', 'Wie buche ich?', 'Wie kann ich bezahlen?'],
  };
}

/** `1 Tag`, `14 Tage`. */
const daysText = (days: number) => `${days} ${days === 1 ? 'Tag' : 'Tage'}`;

/** Whether a rebooking after the free period costs a fee (no free period or a fee of 0: rebooking is always free). */
function rebookingHasFee(t: CatalogueTerms): boolean {
  const fee = t.rebookingFeeNetCents ?? t.rebookingFeePercent;
  return t.freeRebookingDays > 0 && fee !== null && fee > 0;
}

/** `50,00 € zzgl. MwSt. (59,50 €)` for a fixed fee, `20 % des Seminarpreises` for a percentage. */
function rebookingFeeText(t: CatalogueTerms, vatRate: number): string {
  if (t.rebookingFeeNetCents === null) return `${t.rebookingFeePercent ?? 0} % des Seminarpreises`;
  return (
    `${formatEuro(t.rebookingFeeNetCents)} zzgl. MwSt. ` +
    `(${formatEuro(grossCents(t.rebookingFeeNetCents, vatRate))})`
  );
}

/** `bis 14 Tage vor Beginn kostenfrei`, or `kostenfrei` when no fee is ever due. */
function rebookingFreeText(t: CatalogueTerms): string {
  return rebookingHasFee(t) ? `bis ${daysText(t.freeRebookingDays)} vor Beginn kostenfrei` : 'kostenfrei';
}

/** Umbuchen (docs/booking-rules.md, "Rebooking"): the free period and the fee of the settings, where and how. */
export function rebookingAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const t = knowledge.terms;
  const { contact } = knowledge;
  const feeLine = rebookingHasFee(t)
    ? `Bis ${daysText(t.freeRebookingDays)} vor dem ersten Seminartag ist die Umbuchung kostenfrei, danach ` +
      `berechnen wir eine Umbuchungsgebühr von ${rebookingFeeText(t, knowledge.vatRate)}. Einen Termin, den wir ` +
      'absagen, buchen Sie jederzeit kostenfrei um.'
    : 'Die Umbuchung ist kostenfrei.';
  const webinarLine = `Webinare lassen sich nicht umbuchen – schreiben Sie uns dazu bitte an ${contact.email}.`;
  const lines = [
    'Sie können einen gebuchten Seminartermin bis zu seinem Beginn auf einen anderen Termin umbuchen – ' +
      'desselben Seminars in jeder Stadt oder eines anderen Seminars.',
    feeLine,
    'So geht es: in „Mein Konto“ mit „Umbuchen“ an der Buchung; ohne Kundenkonto über den Link „Ihre Buchung ' +
      `ansehen“ in Ihrer Buchungsbestätigung per E-Mail – oder Sie schreiben uns an ${contact.email}.`,
    'Teilnehmende und Buchungsnummer bleiben; Sie erhalten per E-Mail eine neue Rechnung, eine Gutschrift zur alten ' +
      'und neue Kalenderdateien. Einen Preisunterschied erstatten wir oder stellen ihn in Rechnung.',
  ];
  return {
    text: (entities.format === 'webinar' ? [webinarLine, ...lines] : [...lines, webinarLine]).join('\n'),
    links: [
      ...overviewLinks(entities, seminarsFor(entities, knowledge)),
      { label: 'Mein Konto', href: chatPaths.dashboard },
      { label: `E-Mail an ${contact.email}`, href: `mailto:${contact.email}` },
    ],
    quickReplies: ['Wie kann ich stornieren?', 'Nächste Termine', 'Kontakt'],
  };
}

export function paymentAnswer(knowledge: Knowledge): Composed {
  return {
    text: [
      'Sie können wählen:',
      `• Rechnung: zahlbar innerhalb von ${knowledge.terms.invoiceDueDays} Tagen nach Zugang ohne Abzug`,
      '• Online-Zahlung: direkt bei der Buchung',
      `Unsere Preise sind Nettopreise zuzüglich ${knowledge.vatRate} % MwSt.; auf der Website sehen Sie auch den Gesamtpreis.`,
    ].join('\n'),
    links: [{ label: 'Preise und Zahlung (AGB)', href: chatPaths.paymentTerms }],
    quickReplies: ['Wie buche ich?', 'Wie kann ich stornieren?', 'Was kostet ein Seminar?'],
  };
}

export function bookingAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const closed = knowledge.bookingOpen
    ? []
    : [
        `Hinweis: Online-Buchungen sind gerade vorübergehend geschlossen – rufen Sie uns gern an: ${knowledge.contact.phone}.`,
      ];
  const links: ChatLink[] = overviewLinks(entities, seminarsFor(entities, knowledge));
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
    quickReplies: ['Wie kann ich stornieren?', 'Wie kann ich bezahlen?', 'Nächste Termine'],
  };
}

export function contactAnswer({ contact }: Knowledge): Composed {
  return {
    text: [
      `So erreichen Sie die ${contact.name}:`,
      `• Telefon: ${contact.phone} (${contact.openingHours})`,
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

function venueLines(venue: CatalogueVenue, aspects: readonly VenueAspect[]): string[] {
  const all = aspects.length === 0;
  const lines = [
    `Veranstaltungsort in ${venue.cityName}: ${venue.venueName}, ${venue.street}, ${venue.postalCode} ${venue.town}`,
  ];
  if (all || aspects.includes('transport')) {
    if (venue.publicTransport) lines.push(`• Öffentliche Verkehrsmittel: ${venue.publicTransport}`);
    if (venue.directions) lines.push(`• Anfahrt: ${venue.directions}`);
  }
  if ((all || aspects.includes('parking')) && venue.parking) lines.push(`• Parken: ${venue.parking}`);
  if (all || aspects.includes('access')) {
    const access = venue.stepFreeAccess ? 'stufenlos erreichbar' : 'nicht stufenlos erreichbar';
    lines.push(`• Barrierefreiheit: ${access}${venue.accessibilityNotes ? `. ${venue.accessibilityNotes}` : '.'}`);
  }
  return lines;
}

/** The venues a question is about: the city's, else those of the seminar's upcoming dates, else all of them. */
function venuesFor(entities: ChatEntities, knowledge: Knowledge): CatalogueVenue[] {
  if (entities.city) return knowledge.venues.filter((v) => v.city === entities.city);
  if (entities.seminar || entities.category) {
    const slugs = new Set(seminarsFor(entities, knowledge).map((s) => s.slug));
    const cities = new Set(knowledge.sessions.filter((s) => slugs.has(s.seminarSlug)).map((s) => s.city));
    return knowledge.venues.filter((v) => cities.has(v.city));
  }
  return knowledge.venues;
}

export function venueAnswer(entities: ChatEntities, knowledge: Knowledge, aspects: readonly VenueAspect[]): Composed {
  const venues = venuesFor(entities, knowledge);
  const quickReplies = ['Wo parke ich in München?', 'Ist der Seminarort in Hamburg barrierefrei?', 'Kontakt'];
  if (venues.length === 0) {
    return {
      text: 'Zu diesem Ort kenne ich leider keinen Veranstaltungsort.',
      links: [{ label: 'Seminare finden', href: chatPaths.home }],
      quickReplies,
    };
  }
  if (venues.length > 2) {
    // Many venues: one line each with the asked fact, the details on the city pages.
    const line = (v: CatalogueVenue) => {
      const fact = aspects.includes('access')
        ? v.stepFreeAccess
          ? 'stufenlos erreichbar'
          : 'nicht stufenlos erreichbar'
        : aspects.includes('parking')
          ? (v.parking ?? 'keine Angabe')
          : `${v.street}, ${v.postalCode} ${v.town}`;
      return `• ${v.cityName}: ${v.venueName} – ${fact}`;
    };
    return {
      text: [
        'Unsere Veranstaltungsorte:',
        ...venues.map(line),
        'Fragen Sie mich nach einer Stadt, dann nenne ich Anfahrt, Parken und Zugang.',
      ].join('\n'),
      links: venues.slice(0, 6).map((v) => ({ label: `Seminare in ${v.cityName}`, href: chatPaths.city(v.city) })),
      quickReplies,
    };
  }
  return {
    text: venues.flatMap((v) => venueLines(v, aspects)).join('\n'),
    links: venues.map((v) => ({ label: `Seminare in ${CITY_NAMES[v.city]}`, href: chatPaths.city(v.city) })),
    quickReplies,
  };
}

function trainerLine(trainer: CatalogueTrainer): string {
  return `${trainer.name} – ${trainer.title}. ${trainer.bio}`;
}

function trainerLink(trainer: CatalogueTrainer): ChatLink {
  return { label: `Profil: ${trainer.name}`, href: chatPaths.trainer(trainer.slug) };
}

export function trainerAnswer(entities: ChatEntities, knowledge: Knowledge, named: string | null): Composed {
  const bySlug = new Map(knowledge.trainers.map((t) => [t.slug, t]));
  const quickReplies = ['Wer sind die Trainer?', 'Nächste Termine', 'Kontakt'];
  const namedTrainer = named ? bySlug.get(named) : undefined;
  if (namedTrainer) {
    const slugs = new Set(
      knowledge.sessions.filter((s) => s.trainerSlug === namedTrainer.slug).map((s) => s.seminarSlug),
    );
    const seminars = knowledge.seminars.filter((s) => slugs.has(s.slug));
    return {
      text: [
        trainerLine(namedTrainer),
        ...(seminars.length > 0 ? [`${namedTrainer.name} leitet: ${seminars.map(shortTitle).join(', ')}.`] : []),
      ].join('\n'),
      links: [
        trainerLink(namedTrainer),
        ...seminars
          .slice(0, 3)
          .map((s) => ({ label: `${shortTitle(s)} – alle Termine`, href: chatPaths.seminarAllLocations(s.slug) })),
      ],
      quickReplies,
    };
  }
  const specific = entities.seminar !== null || entities.category !== null || entities.city !== null;
  if (!specific) {
    return {
      text: ['Unsere Trainerinnen und Trainer:', ...knowledge.trainers.map((t) => `• ${t.name} – ${t.title}`)].join(
        '\n',
      ),
      links: knowledge.trainers.slice(0, 4).map(trainerLink),
      quickReplies,
    };
  }
  const seminars = seminarsFor(entities, knowledge);
  const slugs = new Set(seminars.map((s) => s.slug));
  const sessions = knowledge.sessions.filter(
    (s) => slugs.has(s.seminarSlug) && (!entities.city || s.city === entities.city),
  );
  const pairs = new Map<string, Set<string>>();
  for (const session of sessions) {
    if (!session.trainerSlug) continue;
    const set = pairs.get(session.seminarSlug) ?? new Set<string>();
    set.add(session.trainerSlug);
    pairs.set(session.seminarSlug, set);
  }
  const where = entities.city ? ` in ${CITY_NAMES[entities.city]}` : '';
  if (pairs.size === 0) {
    return {
      text: `Für die Termine${where} ist noch keine Trainerin und kein Trainer eingetragen. Das weiß ich leider nicht sicher.`,
      links: overviewLinks(entities, seminars),
      quickReplies,
    };
  }
  const lines: string[] = [];
  const trainersShown = new Set<string>();
  for (const seminar of seminars) {
    const trainers = [...(pairs.get(seminar.slug) ?? [])]
      .map((slug) => bySlug.get(slug))
      .filter((t): t is CatalogueTrainer => Boolean(t));
    if (trainers.length === 0) continue;
    lines.push(`„${shortTitle(seminar)}“${where} leitet ${trainers.map((t) => t.name).join(' und ')}.`);
    for (const t of trainers) trainersShown.add(t.slug);
    if (lines.length >= 4) break;
  }
  const profiles = [...trainersShown].map((slug) => bySlug.get(slug) as CatalogueTrainer);
  if (profiles.length <= 2) lines.push(...profiles.map(trainerLine));
  return { text: lines.join('\n'), links: uniqueLinks(profiles.slice(0, 4).map(trainerLink)), quickReplies };
}

export function inhouseAnswer(entities: ChatEntities, knowledge: Knowledge, question: string): Composed {
  const { inhouse, contact, vatRate } = knowledge;
  const seminar = findSeminar(knowledge, entities.seminar);
  const people = entities.groupSize ?? null;
  const topic = seminar ? `„${shortTitle(seminar)}“` : entities.category ? CATEGORY_NAMES[entities.category] : null;
  const lines = [
    `${topic ? `Auch ${topic} schulen wir gern exklusiv für Ihr Team. ` : ''}Inhouse-Schulungen passen wir an Ihre Ziele ` +
      'und Ihr Vorwissen an – bei Ihnen vor Ort, in einem unserer Schulungszentren oder online, zu einem Termin Ihrer Wahl.',
    `Preis: ab ${formatEuro(inhouse.dayRateNetCents)} netto pro Schulungstag ` +
      `(${formatEuro(grossCents(inhouse.dayRateNetCents, vatRate))} inkl. ${vatRate} % MwSt.) für bis zu ` +
      `${inhouse.maxParticipants} Teilnehmende.`,
  ];
  if (people && people > 1) {
    if (people > inhouse.maxParticipants) {
      lines.push(`Für ${people} Personen planen wir mehrere Gruppen oder ein eigenes Angebot.`);
    } else if (seminar) {
      lines.push(
        `Zum Vergleich für ${people} Personen: offene Termine ${groupPriceText(people, seminar.priceNetCents, seminar.vatRate)}; ` +
          `inhouse (${seminar.durationDays} ${seminar.durationDays === 1 ? 'Tag' : 'Tage'}) ab ` +
          `${formatEuro(inhouse.dayRateNetCents * seminar.durationDays)} netto.`,
      );
    } else {
      lines.push(`Für Ihre Gruppe von ${people} Personen ist das oft günstiger als einzelne Plätze.`);
    }
  }
  lines.push(
    'So geht es: Thema, Teamgröße und Wunschzeitraum im Anfrageformular nennen – Sie erhalten ein Angebot mit Festpreis. ' +
      `Telefonisch erreichen Sie uns unter ${contact.phone} (${contact.openingHours}).`,
  );
  return {
    text: lines.join('\n'),
    links: [
      { label: 'Inhouse-Schulung anfragen (Ihre Frage ist eingetragen)', href: chatPaths.inhouseRequest(question) },
      { label: `E-Mail an ${contact.email}`, href: `mailto:${contact.email}` },
    ],
    quickReplies: ['Welche Themen gibt es?', 'Was kostet ein Seminar?', 'Kontakt'],
  };
}

export function brandAnswer(entities: ChatEntities, knowledge: Knowledge): Composed {
  const { brands } = knowledge;
  const webinars = webinarAnswer(entities, knowledge, brands.second);
  return {
    text: [
      `${brands.second} ist die zweite Marke der ${brands.main}. ${brands.secondSummary}`.trim(),
      webinars.text,
    ].join('\n'),
    links: webinars.links,
    quickReplies: webinars.quickReplies,
  };
}
