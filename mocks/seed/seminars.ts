import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { AgendaBlock, SeminarCategory, SeminarRow } from './types';
import { netCentsForGross } from '../../src/lib/pricing';

/** The VAT rate of every seed price (settings.vat_rate's default). */
export const SEED_VAT_RATE = 19;

interface SeminarData {
  slug: string;
  title: string;
  category: SeminarCategory;
  summary: string;
  description: string;
  agenda: AgendaBlock[];
  goals: string[];
  audience: string[];
  days: 1 | 2 | 3;
  /** Price per seat incl. VAT as the academy sets it, a round figure (docs/pricing.md); the net is derived from it. */
  grossEuros: number;
  featured?: boolean;
  special?: boolean;
  draft?: boolean;
  /** Prices (issue 17): own early-bird discount [percent, days before the start]; otherwise the settings' default. */
  earlyBird?: [number, number];
  /** Prices (issue 17): own group discount [percent, from participants on one line]. */
  group?: [number, number];
}

const DAY_LABEL = {
  1: '1 Tag, 9:00–17:00 Uhr',
  2: '2 Tage, jeweils 9:00–17:00 Uhr',
  3: '3 Tage, jeweils 9:00–17:00 Uhr',
};

// The order is part of the ids (seedId('seminar', index + 1)): append new seminars at the end.
const SEMINARS: SeminarData[] = [
  {
    slug: 'seo-grundlagen',
    title: 'SEO-Grundlagen: Besser gefunden werden bei Google',
    category: 'seo',
    summary: 'Wie Suchmaschinen arbeiten und wie Sie Ihre Website Schritt für Schritt nach vorne bringen.',
    description:
      'In zwei kompakten Tagen lernen Sie, wie Google Inhalte bewertet, wie Sie Keywords recherchieren und Seiten ' +
      'optimieren. Viele Übungen an Ihrer eigenen Website machen das Gelernte sofort anwendbar.',
    agenda: [
      {
        title: 'Tag 1: So funktioniert Google',
        items: ['Crawling, Indexierung, Ranking', 'Keyword-Recherche', 'Suchintention verstehen', 'Onpage-Optimierung'],
      },
      {
        title: 'Tag 2: Praxis',
        items: ['Title und Description', 'Interne Verlinkung', 'Local SEO', 'SEO-Maßnahmenplan für Ihre Website'],
      },
    ],
    goals: [
      'Die wichtigsten Rankingfaktoren kennen',
      'Keywords systematisch recherchieren',
      'Seiten selbst optimieren',
    ],
    audience: ['Marketing-Mitarbeitende', 'Website-Verantwortliche', 'Selbstständige und Gründer'],
    days: 2,
    grossEuros: 1490,
    featured: true,
  },
  {
    slug: 'technisches-seo',
    title: 'Technisches SEO für Fortgeschrittene',
    category: 'seo',
    summary: 'Core Web Vitals, Crawling-Steuerung, strukturierte Daten und JavaScript-SEO in der Praxis.',
    description:
      'Für alle, die die Grundlagen kennen und tiefer einsteigen wollen: Wir analysieren echte Websites mit ' +
      'Crawlern und der Search Console und lösen typische technische Probleme.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Crawl-Budget und Indexierung',
          'Core Web Vitals',
          'Strukturierte Daten',
          'JavaScript-SEO',
          'Relaunch ohne Rankingverlust',
        ],
      },
    ],
    goals: ['Technische Fehler sicher erkennen', 'Prioritäten für die IT formulieren', 'Relaunches absichern'],
    audience: ['SEO-Verantwortliche', 'Webentwickler', 'Online-Marketing-Manager'],
    days: 1,
    grossEuros: 1100,
  },
  {
    slug: 'google-ads-grundlagen',
    title: 'Google Ads Grundlagen: Erfolgreich werben mit Suchanzeigen',
    category: 'google-ads',
    summary: 'Kampagnen aufsetzen, Budgets steuern, Anzeigen schreiben, die geklickt werden.',
    description:
      'Sie richten Schritt für Schritt eine Kampagne ein, lernen Keyword-Optionen, Gebotsstrategien und ' +
      'Conversion-Tracking kennen und wissen danach, welche Kennzahlen wirklich zählen.',
    agenda: [
      {
        title: 'Tag 1: Aufbau',
        items: ['Kontostruktur', 'Keywords und Keyword-Optionen', 'Responsive Suchanzeigen', 'Budgets und Gebote'],
      },
      {
        title: 'Tag 2: Optimierung',
        items: ['Conversion-Tracking', 'Qualitätsfaktor', 'Berichte lesen', 'Optimierungsroutine'],
      },
    ],
    goals: ['Eigene Kampagnen aufsetzen', 'Budget zielgerichtet einsetzen', 'Erfolg messen'],
    audience: ['Einsteiger im Online-Marketing', 'Unternehmer', 'Agentur-Nachwuchs'],
    days: 2,
    grossEuros: 1400,
  },
  {
    slug: 'google-ads-performance-max',
    title: 'Google Ads Profi-Workshop: Performance Max und Smart Bidding',
    category: 'google-ads',
    summary: 'Automatisierte Kampagnen verstehen und steuern, statt der Maschine blind zu vertrauen.',
    description:
      'Performance Max und Smart Bidding nehmen viel Arbeit ab – wenn die Signale stimmen. Sie lernen, wie Sie ' +
      'Assets, Zielgruppen-Signale und Conversion-Werte so gestalten, dass der Algorithmus für Sie arbeitet.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Gebotsstrategien im Vergleich',
          'Performance Max aufsetzen',
          'Asset-Gruppen und Signale',
          'Auswertung und Ausschlüsse',
        ],
      },
    ],
    goals: ['Automatisierung gezielt steuern', 'Conversion-Werte richtig nutzen'],
    audience: ['Erfahrene Google-Ads-Anwender', 'Performance-Marketing-Teams'],
    days: 1,
    grossEuros: 1190,
    group: [10, 3],
  },
  {
    slug: 'social-media-marketing',
    title: 'Social-Media-Marketing kompakt',
    category: 'social-media',
    summary: 'Strategie, Redaktionsplan und Erfolgsmessung für Instagram, LinkedIn, Facebook und TikTok.',
    description:
      'Welche Plattform passt zu Ihrem Unternehmen, welche Inhalte funktionieren und wie viel Aufwand ist ' +
      'realistisch? Sie gehen mit einer fertigen Social-Media-Strategie und einem Redaktionsplan nach Hause.',
    agenda: [
      {
        title: 'Tag 1: Strategie',
        items: ['Ziele und Zielgruppen', 'Plattformen im Überblick', 'Content-Formate', 'Redaktionsplan'],
      },
      {
        title: 'Tag 2: Umsetzung',
        items: ['Community-Management', 'Werbeanzeigen', 'Kennzahlen und Reporting', 'Rechtliches'],
      },
    ],
    goals: ['Eine Social-Media-Strategie entwickeln', 'Inhalte planen', 'Erfolg messen'],
    audience: ['Social-Media-Verantwortliche', 'Marketing-Teams', 'Pressestellen'],
    days: 2,
    grossEuros: 1400,
    featured: true,
  },
  {
    slug: 'linkedin-marketing-b2b',
    title: 'LinkedIn-Marketing für B2B',
    category: 'social-media',
    summary: 'Unternehmensseite, Personal Branding und Anzeigen für Leads im B2B.',
    description:
      'LinkedIn ist das wichtigste Netzwerk im B2B. Sie lernen, wie Unternehmensseiten und persönliche Profile ' +
      'zusammenspielen und wie Sie mit Beiträgen und Anzeigen qualifizierte Kontakte gewinnen.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Profil und Unternehmensseite',
          'Beitragsformate',
          'Corporate Influencer',
          'LinkedIn Ads',
          'Lead-Formulare',
        ],
      },
    ],
    goals: ['Reichweite im B2B aufbauen', 'Leads über LinkedIn gewinnen'],
    audience: ['B2B-Marketing', 'Vertrieb', 'Geschäftsführung'],
    days: 1,
    grossEuros: 800,
  },
  {
    slug: 'instagram-tiktok-kurzvideos',
    title: 'Instagram und TikTok: Kurzvideos, die wirken',
    category: 'social-media',
    summary: 'Reels und TikToks mit dem Smartphone planen, drehen und schneiden.',
    description:
      'Kurzvideos sind das reichweitenstärkste Format. Sie lernen Dramaturgie, Hooks und Schnitt mit kostenlosen ' +
      'Apps und produzieren im Seminar eigene Clips.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Was Kurzvideos erfolgreich macht',
          'Hook und Storyboard',
          'Dreh mit dem Smartphone',
          'Schnitt mit CapCut',
          'Veröffentlichen und auswerten',
        ],
      },
    ],
    goals: ['Kurzvideos selbst produzieren', 'Trends sinnvoll nutzen'],
    audience: ['Social-Media-Einsteiger', 'Content Creator', 'Kleine Unternehmen'],
    days: 1,
    grossEuros: 590,
  },
  {
    slug: 'content-marketing-strategie',
    title: 'Content-Marketing-Strategie',
    category: 'content-marketing',
    summary: 'Von der Zielgruppe zum Themenplan: Inhalte, die gefunden, gelesen und geteilt werden.',
    description:
      'Sie entwickeln Personas, leiten Themencluster ab und planen Formate über alle Kanäle. Dazu gehören ' +
      'Distribution, Wiederverwertung und die Messung des Content-Erfolgs.',
    agenda: [
      {
        title: 'Tag 1: Strategie',
        items: ['Personas und Customer Journey', 'Themenfindung', 'Themencluster und SEO', 'Content-Audit'],
      },
      { title: 'Tag 2: Umsetzung', items: ['Redaktionsprozess', 'Formate und Kanäle', 'Distribution', 'KPIs'] },
    ],
    goals: ['Eine tragfähige Content-Strategie erstellen', 'Redaktionsprozesse aufsetzen'],
    audience: ['Content-Verantwortliche', 'Redakteure', 'Marketing-Leitung'],
    days: 2,
    grossEuros: 1490,
  },
  {
    slug: 'texten-fuers-web',
    title: 'Texten fürs Web und SEO-Texte',
    category: 'content-marketing',
    summary: 'Klare, überzeugende Texte für Website, Landingpages und Suchmaschinen.',
    description:
      'Leser überfliegen, Suchmaschinen analysieren: Sie lernen, wie Texte beides bedienen. Mit vielen ' +
      'Schreibübungen und individuellem Feedback.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Lesen am Bildschirm',
          'Überschriften und Teaser',
          'SEO-Texte ohne Keyword-Stuffing',
          'Landingpages',
          'Texte mit KI überarbeiten',
        ],
      },
    ],
    goals: ['Verständlich und suchmaschinenfreundlich schreiben', 'Texte wirksam strukturieren'],
    audience: ['Texter', 'Marketing-Mitarbeitende', 'Website-Redakteure'],
    days: 1,
    grossEuros: 950,
  },
  {
    slug: 'e-mail-marketing',
    title: 'E-Mail-Marketing und Newsletter',
    category: 'email-marketing',
    summary: 'Verteiler aufbauen, Newsletter gestalten und rechtssicher versenden.',
    description:
      'E-Mail ist der Kanal mit dem besten Return on Investment. Sie lernen Listenaufbau, Gestaltung, Betreffzeilen ' +
      'und Tests – und was DSGVO und UWG verlangen.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Double-Opt-in und Recht',
          'Listenaufbau',
          'Aufbau eines Newsletters',
          'Betreffzeilen und A/B-Tests',
          'Kennzahlen',
        ],
      },
    ],
    goals: ['Newsletter professionell aufsetzen', 'Rechtssicher versenden'],
    audience: ['Newsletter-Verantwortliche', 'Online-Händler', 'Vereine und Verbände'],
    days: 1,
    grossEuros: 800,
  },
  {
    slug: 'marketing-automation',
    title: 'Marketing Automation mit CRM',
    category: 'email-marketing',
    summary: 'Automatisierte Strecken, Lead-Scoring und Segmentierung, die Vertrieb und Marketing verbinden.',
    description:
      'Sie planen Willkommensstrecken, Warenkorbabbrecher-Mails und Lead-Nurturing und setzen sie in einem ' +
      'Demo-System um. Dazu gehört die Abstimmung mit dem Vertrieb über gemeinsame Lead-Definitionen.',
    agenda: [
      { title: 'Tag 1: Konzept', items: ['Customer Journey', 'Segmentierung', 'Lead-Scoring', 'Tool-Auswahl'] },
      { title: 'Tag 2: Umsetzung', items: ['Strecken bauen', 'Personalisierung', 'Tests', 'Reporting'] },
    ],
    goals: ['Automatisierte Strecken konzipieren und bauen', 'Leads qualifizieren'],
    audience: ['CRM-Verantwortliche', 'E-Mail-Marketing-Manager', 'Vertriebsinnendienst'],
    days: 2,
    grossEuros: 1690,
    earlyBird: [10, 60],
    group: [10, 3],
  },
  {
    slug: 'google-analytics-4',
    title: 'Google Analytics 4 (GA4) in der Praxis',
    category: 'webanalyse',
    summary: 'Events, Conversions und Berichte in GA4 verstehen – datenschutzkonform eingerichtet.',
    description:
      'GA4 misst anders als frühere Versionen. Sie lernen das Ereignismodell, richten Conversions ein, bauen ' +
      'explorative Berichte und binden Consent Mode korrekt an.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Ereignismodell',
          'Einrichtung mit Google Tag Manager',
          'Consent Mode v2',
          'Standard- und explorative Berichte',
          'Conversions und Attribution',
        ],
      },
    ],
    goals: ['GA4 sicher bedienen', 'Verlässliche Daten erheben'],
    audience: ['Online-Marketing-Manager', 'Website-Verantwortliche', 'Controller'],
    days: 1,
    grossEuros: 1100,
    featured: true,
  },
  {
    slug: 'looker-studio-reporting',
    title: 'Reporting mit Looker Studio',
    category: 'webanalyse',
    summary: 'Aussagekräftige Dashboards aus GA4, Google Ads und der Search Console.',
    description:
      'Sie verbinden Datenquellen, bauen berechnete Felder und gestalten Dashboards, die Entscheider verstehen.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Datenquellen verbinden',
          'Diagramme und Filter',
          'Berechnete Felder',
          'Dashboard-Design',
          'Automatischer Versand',
        ],
      },
    ],
    goals: ['Eigene Dashboards bauen', 'Kennzahlen verständlich präsentieren'],
    audience: ['Analysten', 'Marketing-Controller', 'Agenturen'],
    days: 1,
    grossEuros: 950,
    earlyBird: [15, 30],
  },
  {
    slug: 'ki-im-marketing',
    title: 'KI im Marketing: ChatGPT und Co. produktiv nutzen',
    category: 'ki-marketing',
    summary:
      'Texte, Bilder, Recherche und Analysen mit generativer KI – mit klaren Regeln für Qualität und Datenschutz.',
    description:
      'Sie lernen die wichtigsten KI-Werkzeuge kennen, schreiben wirksame Prompts und bauen eigene Assistenten ' +
      'für wiederkehrende Aufgaben. Rechtliche Fragen und Qualitätssicherung kommen nicht zu kurz.',
    agenda: [
      {
        title: 'Ablauf',
        items: [
          'Überblick: Werkzeuge und Grenzen',
          'Prompting-Techniken',
          'Texte und Bilder erstellen',
          'Eigene GPTs und Assistenten',
          'Recht, Datenschutz, KI-Verordnung',
        ],
      },
    ],
    goals: ['KI-Werkzeuge sicher einsetzen', 'Zeit bei Routineaufgaben sparen'],
    audience: ['Marketing-Teams', 'Kommunikationsabteilungen', 'Selbstständige'],
    days: 1,
    grossEuros: 950,
    featured: true,
  },
  {
    slug: 'ki-content-produktion',
    title: 'KI-Content-Produktion: Vom Prompt zur Kampagne',
    category: 'ki-marketing',
    summary: 'Ganze Kampagnen mit KI planen und produzieren – mit Workflows, Markenstimme und Freigabeprozess.',
    description:
      'Aufbauend auf den Grundlagen entwickeln Sie KI-Workflows für Blog, Social Media und Newsletter, trainieren ' +
      'die Markenstimme und richten Qualitätskontrollen ein.',
    agenda: [
      {
        title: 'Tag 1: Workflows',
        items: ['Markenstimme definieren', 'Prompt-Bibliotheken', 'Text- und Bild-Workflows', 'Qualitätssicherung'],
      },
      {
        title: 'Tag 2: Kampagne',
        items: ['Kampagnenplanung mit KI', 'Varianten und Tests', 'Automatisierung', 'Abschlussprojekt'],
      },
    ],
    goals: ['KI-Workflows für das eigene Team aufbauen', 'Konsistente Qualität sichern'],
    audience: ['Content-Teams', 'Agenturen', 'Marketing-Leitung'],
    days: 2,
    grossEuros: 1790,
  },
  {
    slug: 'ki-coding-lovable',
    title: 'KI-Coding mit Lovable: Eigene Web-Apps ohne Programmierkenntnisse',
    category: 'ki-coding',
    summary: 'Mit Lovable Landingpages, Rechner und kleine Web-Apps per Chat bauen, anbinden und veröffentlichen.',
    description:
      'Im Sonderseminar bauen Sie mit dem KI-Werkzeug Lovable in zwei Tagen eine eigene Web-Anwendung: vom ' +
      'Prompt über Datenbank und Login bis zur Veröffentlichung. Sie lernen, wie Sie Anforderungen formulieren, ' +
      'Fehler beheben und die Grenzen von KI-Coding einschätzen.',
    agenda: [
      {
        title: 'Tag 1: Bauen',
        items: ['Was KI-Coding kann', 'Anforderungen als Prompts', 'Oberfläche und Komponenten', 'Daten mit Supabase'],
      },
      {
        title: 'Tag 2: Veröffentlichen',
        items: [
          'Login und Rechte',
          'Fehler finden und beheben',
          'Deployment und eigene Domain',
          'Sicherheit und Datenschutz',
        ],
      },
    ],
    goals: ['Eine eigene Web-App bauen und veröffentlichen', 'KI-Coding realistisch einschätzen'],
    audience: ['Marketer und Produktverantwortliche', 'Gründer', 'Alle ohne Programmiererfahrung'],
    days: 2,
    grossEuros: 2290,
    featured: true,
    special: true,
  },
  {
    slug: 'ki-agenten-marketing',
    title: 'KI-Agenten im Marketing',
    category: 'ki-marketing',
    summary: 'In Vorbereitung: Agenten, die Recherche, Reporting und Kampagnenpflege übernehmen.',
    description: 'Dieses Seminar ist in Vorbereitung und noch nicht buchbar.',
    agenda: [{ title: 'Ablauf', items: ['Was Agenten sind', 'Werkzeuge', 'Anwendungsfälle', 'Risiken'] }],
    goals: ['Einsatzmöglichkeiten von KI-Agenten bewerten'],
    audience: ['Marketing-Leitung', 'Digital-Verantwortliche'],
    days: 1,
    grossEuros: 1100,
    draft: true,
  },
];

export type SeminarSlug = (typeof SEMINARS)[number]['slug'];

export function seminarBySlug(slug: string): { id: string; data: SeminarData } {
  const index = SEMINARS.findIndex((s) => s.slug === slug);
  const data = SEMINARS[index];
  if (!data) throw new Error(`Unknown seed seminar ${slug}`);
  return { id: seedId('seminar', index + 1), data };
}

export function seminarDurationDays(slug: string): number {
  return seminarBySlug(slug).data.days;
}

/** The net price per seat (what the database stores), derived from the round gross price (docs/pricing.md). */
export function seminarPriceCents(slug: string): number {
  return netCentsForGross(seminarBySlug(slug).data.grossEuros * 100, SEED_VAT_RATE);
}

export function buildSeminars(dates: SeedDates): SeminarRow[] {
  return SEMINARS.map((s, i) => ({
    id: seedId('seminar', i + 1),
    slug: s.slug,
    title: s.title,
    category: s.category,
    summary: s.summary,
    description: s.description,
    agenda: s.agenda.map((block) => ({ title: block.title, items: [...block.items] })),
    goals: [...s.goals],
    audience: [...s.audience],
    duration_days: s.days,
    duration_label: DAY_LABEL[s.days],
    price_net_cents: seminarPriceCents(s.slug),
    vat_rate: SEED_VAT_RATE,
    early_bird_percent: s.earlyBird?.[0] ?? null,
    early_bird_days: s.earlyBird?.[1] ?? null,
    group_discount_percent: s.group?.[0] ?? null,
    group_min_participants: s.group?.[1] ?? null,
    min_participants: null,
    is_featured: s.featured ?? false,
    is_special: s.special ?? false,
    published: !s.draft,
    image_url: `/images/seminars/${s.slug}.webp`,
    created_at: dates.instant(-300 + i, '09:00'),
    updated_at: dates.instant(-300 + i, '09:00'),
  }));
}
