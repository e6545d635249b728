/**
 * The chat engine (supabase/functions/_shared/chat), pure: German questions → intent, entities and answer, over the
 * seed's catalogue on a fixed day.
 */
import {
  answerQuestion,
  buildKnowledge,
  contactFromSettings,
  fold,
  formatDay,
  formatEuro,
  grossCents,
  handleChatRequest,
  MAX_MESSAGE_LENGTH,
  TRUNCATION_NOTICE,
  type ChatAnswer,
  type ChatEntities,
  type ChatIntent,
} from '../../supabase/functions/_shared/chat';
import { site } from '@/config/site';
import { buildSeed } from '../../mocks/seed';
import { FIXED_NOW, seedKnowledge, seedRows } from './knowledgeFixture';

const catalogue = seedKnowledge();
const chatContact = catalogue.contact;
const ask = (question: string): ChatAnswer => answerQuestion(question, catalogue);
const hrefs = (answer: ChatAnswer) => answer.links.map((link) => link.href);

type Expected = [question: string, intent: ChatIntent, entities: Partial<ChatEntities>];

const QUESTIONS: Expected[] = [
  // Seminars by topic, city and month
  ['SEO Seminar in Koeln', 'seminar_search', { category: 'seo', city: 'koeln' }],
  ['SEO-Seminar in Köln', 'seminar_search', { category: 'seo', city: 'koeln' }],
  ['seo koln', 'seminar_search', { category: 'seo', city: 'koeln' }],
  ['Seminare in München', 'seminar_search', { city: 'muenchen', category: null }],
  ['seminare muenchen', 'seminar_search', { city: 'muenchen' }],
  ['was gibt es in munchen', 'seminar_search', { city: 'muenchen' }],
  ['Schulungen in Munchn', 'seminar_search', { city: 'muenchen' }],
  ['Google Ads in Frankfurt am Main', 'seminar_search', { category: 'google-ads', city: 'frankfurt' }],
  ['Social Media Workshop Hamburg', 'seminar_search', { category: 'social-media', city: 'hamburg' }],
  ['KI-Seminare im Dezember', 'seminar_search', { category: 'ki-marketing', month: 12 }],
  [
    'Content Marketing in Stuttgart im Januar',
    'seminar_search',
    { category: 'content-marketing', city: 'stuttgart', month: 1 },
  ],
  ['ga4', 'seminar_search', { category: 'webanalyse', seminar: 'google-analytics-4' }],
  [
    'google analytics kurs berlin',
    'seminar_search',
    { category: 'webanalyse', city: 'berlin', seminar: 'google-analytics-4' },
  ],
  ['Newsletter Seminar', 'seminar_search', { category: 'email-marketing', seminar: 'e-mail-marketing' }],
  ['E-Mail-Marketing Seminar', 'seminar_search', { category: 'email-marketing' }],
  ['Lovable', 'seminar_search', { category: 'ki-coding', seminar: 'ki-coding-lovable' }],
  ['Seminare nächsten Monat', 'seminar_search', { month: 12 }],
  ['Suchmaschinenoptimierung lernen', 'seminar_search', { category: 'seo' }],
  ['Welche Themen bieten Sie an?', 'topics', { city: null, category: null }],
  ['Welche Seminare gibt es?', 'topics', {}],
  // Next dates and seats
  ['Wann ist das nächste SEO-Seminar in München?', 'next_dates', { category: 'seo', city: 'muenchen' }],
  ['Nächste Termine für LinkedIn', 'next_dates', { seminar: 'linkedin-marketing-b2b', category: 'social-media' }],
  ['Termine im März', 'next_dates', { month: 3 }],
  [
    'Gibt es noch freie Plätze für KI im Marketing in Frankfurt?',
    'seats',
    { category: 'ki-marketing', city: 'frankfurt' },
  ],
  ['Ist GA4 in Hamburg schon ausgebucht?', 'seats', { seminar: 'google-analytics-4', city: 'hamburg' }],
  ['Wie viele Plätze sind in Berlin noch verfügbar', 'seats', { city: 'berlin' }],
  // Prices
  ['Was kostet das SEO-Seminar?', 'price', { category: 'seo' }],
  ['Was kostet Google Ads?', 'price', { category: 'google-ads' }],
  ['Preis SEO Grundlagen', 'price', { seminar: 'seo-grundlagen' }],
  ['Wie teuer sind Ihre Seminare?', 'price', {}],
  ['Ist der Preis inkl. MwSt?', 'price', {}],
  // Webinars
  ['Welche Webinare gibt es?', 'webinar', {}],
  ['Gibt es das auch online?', 'webinar', {}],
  ['Webinar zu SEO', 'webinar', { category: 'seo' }],
  ['KI-Werkstatt Live', 'brand', {}],
  // In-house
  ['Bieten Sie Inhouse-Schulungen an?', 'inhouse', {}],
  ['Schulung für unser Team zu SEO', 'inhouse', { category: 'seo' }],
  ['Firmenschulung Google Ads bei uns vor Ort', 'inhouse', { category: 'google-ads' }],
  // Booking and cancellation
  ['Wie kann ich buchen?', 'booking', {}],
  ['Kann ich auf Rechnung bezahlen?', 'payment', {}],
  ['Wie melde ich mich für das SEO Seminar in München an?', 'booking', { category: 'seo', city: 'muenchen' }],
  ['Kann ich meine Buchung stornieren?', 'cancellation', {}],
  ['Ich bin krank und kann nicht teilnehmen', 'cancellation', {}],
  ['Kann eine Ersatzperson teilnehmen?', 'cancellation', {}],
  ['Kann ich stornieren?', 'cancellation', {}],
  // Rebooking (Umbuchen): moving a booked date to another one
  ['Kann ich meinen Termin verschieben?', 'rebooking', {}],
  ['Was kostet eine Umbuchung?', 'rebooking', {}],
  ['Kann ich umbuchen?', 'rebooking', {}],
  ['Kann ich auf einen anderen Termin wechseln?', 'rebooking', {}],
  ['Termin tauschen', 'rebooking', {}],
  ['Wie kann ich den Termin ändern?', 'rebooking', {}],
  ['Kann ich mein SEO Seminar in München umbuchen?', 'rebooking', { category: 'seo', city: 'muenchen' }],
  ['Ich brauche für meine Buchung einen anderen Termin', 'rebooking', {}],
  // … but "another date" without a booking of one's own is a search for dates.
  ['Gibt es einen anderen Termin für SEO in München?', 'next_dates', { category: 'seo', city: 'muenchen' }],
  // Contact, greeting, thanks, fallback
  ['Wie erreiche ich Sie telefonisch?', 'contact', {}],
  ['Kontakt', 'contact', {}],
  ['Ihre E-Mail-Adresse bitte', 'contact', {}],
  ['Hallo', 'greeting', {}],
  ['Guten Tag!', 'greeting', {}],
  ['Danke schön', 'thanks', {}],
  ['Hallo, gibt es SEO in Köln?', 'seminar_search', { category: 'seo', city: 'koeln' }],
  ['Wie wird das Wetter morgen?', 'fallback', { city: null, category: null, month: null, seminar: null }],
  ['asdf qwertz', 'fallback', {}],
];

describe('intent and entities', () => {
  it('has a table of at least 40 questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUESTIONS)('%s → %s', (question, intent, entities) => {
    const answer = ask(question);
    expect(answer.intent).toBe(intent);
    expect(answer.entities).toMatchObject(entities);
    expect(answer.text.length).toBeGreaterThan(20);
  });
});

describe('spelling variants', () => {
  it.each(['München', 'Muenchen', 'munchen', 'MÜNCHEN', 'Münchn', 'munich'])('%s is München', (city) => {
    expect(ask(`SEO in ${city}`).entities.city).toBe('muenchen');
  });

  it.each(['Köln', 'Koeln', 'koln', 'KOELN', 'Cologne'])('%s is Köln', (city) => {
    expect(ask(`Seminare ${city}`).entities.city).toBe('koeln');
  });

  it.each(['Frankfurt', 'frankfurt am main', 'Frankfurt/Main', 'Frankfrut'])('%s is Frankfurt', (city) => {
    expect(ask(`Termine ${city}`).entities.city).toBe('frankfurt');
  });

  it.each(['ga4', 'GA 4', 'Google Analytics', 'google-analytics', 'Google Analytics 4'])(
    '%s is the GA4 seminar',
    (q) => {
      expect(ask(q).entities).toMatchObject({ category: 'webanalyse', seminar: 'google-analytics-4' });
    },
  );

  it('folds umlauts, ß and their spellings alike', () => {
    expect(fold('Größe Übersicht Ärger')).toBe(fold('Groesse Uebersicht Aerger'));
    expect(fold('Straße')).toBe('strasse');
  });
});

/** How a date line names the date: `Do., 10.12.2026 in München`. */
const dayIn = (session: { startDate: string; cityName: string }) =>
  `${formatDay(session.startDate)} in ${session.cityName}`;

describe('answer content', () => {
  it('SEO in München: the date with its seats left and a link to the seminar page', () => {
    const answer = ask('SEO Seminar in München');
    expect(answer.text).toContain('SEO-Grundlagen');
    expect(answer.text).toContain('in München');
    // Session 2 of the seed: 14 seats, 12 booked.
    expect(answer.text).toContain('nur noch 2 Plätze frei');
    expect(answer.text).toContain('Do., 10.12.2026');
    expect(hrefs(answer)).toEqual(expect.arrayContaining(['/muenchen/seo-grundlagen', '/themen/seo', '/muenchen']));
  });

  it('says „Durchführung garantiert“ on a date that reached its minimum, and nothing on one below it', () => {
    const knowledge = seedKnowledge();
    const seo = knowledge.sessions.filter((session) => session.seminarSlug === 'seo-grundlagen');
    expect(seo.some((session) => session.guaranteed)).toBe(true);
    expect(seo.some((session) => !session.guaranteed)).toBe(true);
    const lines = ask('Nächste Termine SEO Grundlagen')
      .text.split('\n')
      .filter((line) => line.startsWith('•'));
    const listed = seo.filter((session) => lines.some((line) => line.includes(dayIn(session))));
    expect(listed.length).toBeGreaterThan(1);
    for (const session of listed) {
      const line = lines.find((l) => l.includes(dayIn(session)))!;
      expect(line.endsWith('– Durchführung garantiert')).toBe(session.guaranteed);
    }
  });

  it('a named seminar lists its dates with its gross price', () => {
    const answer = ask('Nächste Termine SEO Grundlagen');
    expect(answer.text).toMatch(/Preis: 1\.490,00\s€ inkl\. 19 % MwSt\./);
    expect(hrefs(answer)).toContain('/seminars/seo-grundlagen');
    expect(hrefs(answer)).toContain('/muenchen/seo-grundlagen');
  });

  it('prices: net and gross (net × 1.19, half up) in German format', () => {
    const answer = ask('Was kostet SEO Grundlagen?');
    expect(answer.text).toMatch(/1\.252,10\s€ netto, 1\.490,00\s€ inkl\. 19 % MwSt\./);
    expect(hrefs(answer)).toEqual(['/seminars/seo-grundlagen']);
  });

  it('prices without a topic: the range and a prompt for a topic', () => {
    const answer = ask('Was kosten Ihre Seminare?');
    expect(answer.text).toMatch(/zwischen .*€.* und .*€/);
    expect(answer.quickReplies.length).toBeGreaterThan(0);
  });

  it('gross and euro formatting', () => {
    expect(grossCents(129000, 19)).toBe(153510);
    expect(grossCents(9900, 19)).toBe(11781);
    expect(grossCents(50, 19)).toBe(60); // 59.5 → 60 (half up)
    expect(formatEuro(153510)).toBe('1.535,10\u00a0€');
    expect(formatEuro(99)).toBe('0,99\u00a0€');
    expect(formatEuro(123456789)).toBe('1.234.567,89\u00a0€');
  });

  it('seats: a sold-out date is not offered as free', () => {
    // Session 47: KI-Coding Berlin, 12 of 12 booked.
    const answer = ask('Freie Plätze Lovable in Berlin');
    expect(answer.intent).toBe('seats');
    expect(answer.text).toContain('ausgebucht');
    expect(hrefs(answer)).not.toContain('/berlin/ki-coding-lovable');
    expect(hrefs(answer).some((href) => href.endsWith('/ki-coding-lovable'))).toBe(true);
  });

  it('no date in the asked city: says so and offers other dates', () => {
    const answer = ask('Looker Studio in München');
    expect(answer.text).toContain('keinen Termin');
    expect(hrefs(answer)).toEqual(expect.arrayContaining(['/frankfurt/looker-studio-reporting']));
  });

  it('month filter: only dates of that month', () => {
    const answer = ask('Seminare in Frankfurt im Dezember');
    const dates = answer.text.match(/\d\d\.\d\d\.\d{4}/g) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.endsWith('.12.2026'))).toBe(true);
  });

  it('webinars: date, time in Berlin, gross price and links', () => {
    const answer = ask('Webinare zu KI');
    expect(answer.text).toContain('KI-Werkstatt Live');
    expect(answer.text).toMatch(/\d\d:\d\d Uhr/);
    expect(answer.text).toMatch(/inkl\. 19 % MwSt\./);
    expect(hrefs(answer)).toContain('/webinars');
    expect(hrefs(answer).some((href) => href.startsWith('/webinar/ki-werkstatt-live'))).toBe(true);
  });

  it('in-house: the page and the contact', () => {
    const answer = ask('Inhouse Schulung SEO');
    expect(hrefs(answer)).toContain(
      `/inhouse-schulungen?anfrage=${encodeURIComponent('Inhouse Schulung SEO')}#inhouse-anfrage`,
    );
    expect(answer.text).toContain(chatContact.phone);
  });

  it('cancellation: the free cancellation days come from the settings', () => {
    expect(ask('stornieren').text).toContain('bis 14 Tage vor dem ersten Seminartag kostenfrei');
    expect(hrefs(ask('stornieren'))).toContain('/agb#stornobedingungen');
    const rows = seedRows();
    const stricter = buildKnowledge(
      { ...rows, settings: { ...rows.settings, free_cancellation_days: 21, reduced_fee_from_days: 10 } },
      FIXED_NOW,
    );
    const answer = answerQuestion('Storno?', stricter);
    expect(answer.text).toContain('bis 21 Tage vor');
    expect(answer.text).toContain('20 bis 10 Tage vorher berechnen wir 50 %');
  });

  it('cancellation names rebooking as the alternative, with the free period of the settings', () => {
    expect(ask('Kann ich stornieren?').text).toContain(
      'Oder Sie buchen auf einen anderen Seminartermin um – bis 14 Tage vor Beginn kostenfrei.',
    );
    expect(ask('Kann ich stornieren?').quickReplies).toContain('Kann ich umbuchen?');
    // Webinars are not rebooked: their cancellation answer does not offer it.
    expect(ask('Kann ich ein Webinar am Vortag stornieren?').text).not.toContain('buchen auf einen anderen');
  });

  it('rebooking: the free period and the fixed fee (net plus VAT, and gross) come from the settings', () => {
    const answer = ask('Kann ich meinen Termin verschieben?');
    expect(answer.text).toContain('Bis 14 Tage vor dem ersten Seminartag ist die Umbuchung kostenfrei');
    expect(answer.text).toContain('Umbuchungsgebühr von 50,00\u00a0€ zzgl. MwSt. (59,50\u00a0€)');
    expect(answer.text).toContain('Einen Termin, den wir absagen, buchen Sie jederzeit kostenfrei um.');
    expect(answer.text).toContain('in „Mein Konto“ mit „Umbuchen“');
    expect(answer.text).toContain('„Ihre Buchung ansehen“ in Ihrer Buchungsbestätigung');
    expect(answer.text).toContain('Webinare lassen sich nicht umbuchen');
    expect(answer.text).toContain('Teilnehmende und Buchungsnummer bleiben');
    expect(hrefs(answer)).toEqual(['/dashboard', 'mailto:info@akademie.test']);
    expect(answer.quickReplies).toContain('Wie kann ich stornieren?');
    // The fee is the price asked for: no price range of the seminars beside it.
    expect(ask('Was kostet eine Umbuchung?').intents).toEqual(['rebooking']);
    // A webinar question hears the webinar rule first.
    expect(ask('Kann ich ein Webinar umbuchen?').text.split('\n')[0]).toContain('Webinare lassen sich nicht umbuchen');
  });

  it('rebooking: a percentage fee and another free period, as the settings say', () => {
    const rows = seedRows();
    const knowledge = buildKnowledge(
      {
        ...rows,
        settings: {
          ...rows.settings,
          free_rebooking_days: 30,
          rebooking_fee_net_cents: null,
          rebooking_fee_percent: 20,
        },
      },
      FIXED_NOW,
    );
    expect(knowledge.terms).toMatchObject({
      freeRebookingDays: 30,
      rebookingFeeNetCents: null,
      rebookingFeePercent: 20,
    });
    const answer = answerQuestion('Was kostet eine Umbuchung?', knowledge);
    expect(answer.text).toContain(
      'Bis 30 Tage vor dem ersten Seminartag ist die Umbuchung kostenfrei, danach berechnen wir eine ' +
        'Umbuchungsgebühr von 20 % des Seminarpreises.',
    );
    expect(answer.text).not.toMatch(/€/);
    expect(answerQuestion('Storno?', knowledge).text).toContain('bis 30 Tage vor Beginn kostenfrei');
  });

  it('rebooking without a fee: simply free of charge', () => {
    const rows = seedRows();
    const free = buildKnowledge({ ...rows, settings: { ...rows.settings, rebooking_fee_net_cents: 0 } }, FIXED_NOW);
    const answer = answerQuestion('Umbuchung?', free);
    expect(answer.text).toContain('Die Umbuchung ist kostenfrei.');
    expect(answer.text).not.toContain('Umbuchungsgebühr');
    expect(answerQuestion('Storno?', free).text).toContain('anderen Seminartermin um – kostenfrei.');
  });

  it('booking: the steps with the UI vocabulary', () => {
    const answer = ask('Wie buche ich?');
    expect(answer.text).toContain('In den Warenkorb');
    expect(answer.text).toContain('Zur Kasse');
    expect(answer.text).toContain('Zahlungspflichtig bestellen');
  });

  it('contact: the data passed in, with mailto and tel links', () => {
    const answer = ask('Kontakt');
    expect(answer.text).toContain('info@akademie.test');
    expect(answer.text).toContain('Friedrichstraße 120, 10117 Berlin');
    expect(hrefs(answer)).toEqual(['mailto:info@akademie.test', 'tel:+493012345670']);
  });

  it('contact data come from the settings row, as the app shows them', () => {
    const [settings] = buildSeed(FIXED_NOW).settings;
    expect(contactFromSettings(settings!)).toEqual({
      name: site.name,
      email: site.email,
      phone: site.phone,
      phoneHref: site.phoneHref.replace(/^tel:/, ''),
      street: site.address.street,
      postalCode: site.address.postalCode,
      city: site.address.city,
      openingHours: 'Montag bis Freitag, 9 bis 17 Uhr',
    });
  });

  it('fallback: polite, with suggestions', () => {
    const answer = ask('Was ist der Sinn des Lebens?');
    expect(answer.intent).toBe('fallback');
    expect(answer.text).toContain('Das weiß ich leider nicht sicher');
    expect(answer.quickReplies).toEqual(expect.arrayContaining(['SEO-Seminare in München', 'Kontakt']));
  });

  it('every quick reply of every answer is itself understood', () => {
    const replies = new Set(QUESTIONS.flatMap(([question]) => ask(question).quickReplies));
    expect(replies.size).toBeGreaterThan(10);
    for (const reply of replies) expect([reply, ask(reply).intent]).not.toEqual([reply, 'fallback']);
  });

  it('every link points at an app page, mailto: or tel:', () => {
    for (const [question] of QUESTIONS) {
      for (const href of hrefs(ask(question)))
        expect(href).toMatch(/^(\/[a-z0-9\-/#]*(\?anfrage=[^\s#]+#[a-z-]+)?|mailto:[^\s]+|tel:\+\d+)$/);
    }
  });

  it('only published seminars and upcoming scheduled dates count', () => {
    expect(catalogue.seminars.some((s) => s.slug === 'ki-agenten-marketing')).toBe(
      seedRows().seminars.find((s) => s.slug === 'ki-agenten-marketing')?.published ?? false,
    );
    expect(catalogue.sessions.every((s) => s.startDate >= catalogue.today)).toBe(true);
    expect(catalogue.webinars.every((w) => new Date(w.startsAt) > FIXED_NOW)).toBe(true);
  });
});

describe('robust to any input', () => {
  it('empty or blank: a friendly prompt', () => {
    for (const question of ['', '   ', '\n\t']) {
      const answer = ask(question);
      expect(answer.intent).toBe('empty');
      expect(answer.text).toMatch(/Was möchten Sie wissen/);
    }
  });

  it('20,000 characters: cut to 4,000, with a notice, still answered', () => {
    const long = `SEO in München ${'bla '.repeat(5000)}`.slice(0, 20000);
    expect(long).toHaveLength(20000);
    const answer = ask(long);
    expect(answer.notice).toBe(TRUNCATION_NOTICE);
    expect(answer.entities.city).toBe('muenchen');
    expect(MAX_MESSAGE_LENGTH).toBe(4000);
  });

  it('markup is just text: no HTML comes back', () => {
    const answer = ask('<script>alert(1)</script>');
    expect(answer.intent).toBe('fallback');
    expect(JSON.stringify(answer)).not.toMatch(/<script/);
    expect(answer.text).not.toContain('alert(1)');
    // The hand-over carries the question, percent-encoded inside the e-mail link.
    expect(hrefs(answer)[0]).toContain(encodeURIComponent('<script>'));
    expect(ask('<b>SEO</b> in <i>Köln</i>').entities).toMatchObject({ category: 'seo', city: 'koeln' });
  });

  it('emoji are ignored', () => {
    expect(ask('😀 SEO in München? 🙏').entities).toMatchObject({ category: 'seo', city: 'muenchen' });
    expect(ask('👍').intent).toBe('fallback');
    // A cut never splits an emoji.
    const answer = ask('😀'.repeat(4100));
    expect(answer.notice).toBe(TRUNCATION_NOTICE);
  });

  it('control characters and odd unicode do not break it', () => {
    expect(ask('SEO\u0000in\u0007Köln').entities).toMatchObject({ category: 'seo', city: 'koeln' });
    // Full-width letters are read as the plain ones (NFKC).
    expect(ask('ＳＥＯ').entities).toMatchObject({ category: 'seo' });
  });

  it('the request handler refuses a body without a message', () => {
    expect(handleChatRequest({}, seedRows(), FIXED_NOW).status).toBe(400);
    expect(handleChatRequest('hallo', seedRows(), FIXED_NOW).status).toBe(400);
    expect(handleChatRequest({ message: 42 }, seedRows(), FIXED_NOW).status).toBe(400);
    const ok = handleChatRequest({ message: 'Kontakt' }, seedRows(), FIXED_NOW);
    expect(ok.status).toBe(200);
  });
});
