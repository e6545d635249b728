import type { SeedDates } from './dates';
import { seedId } from './ids';
import type { TrainerRow } from './types';

type TrainerData = Omit<TrainerRow, 'id' | 'created_at' | 'updated_at' | 'photo_url' | 'linkedin_url'>;

const TRAINERS: TrainerData[] = [
  {
    slug: 'julia-wagner',
    name: 'Julia Wagner',
    title: 'SEO-Strategin und Geschäftsführerin einer Suchmaschinenagentur',
    bio:
      'Julia Wagner berät seit über zwölf Jahren Mittelständler und Online-Shops zu Suchmaschinenoptimierung. ' +
      'Sie hat mehr als 300 Relaunches begleitet und ist regelmäßig Sprecherin auf Fachkonferenzen. In ihren ' +
      'Seminaren verbindet sie technisches Know-how mit verständlichen Praxisbeispielen.',
    topics: ['SEO', 'Technisches SEO', 'Content-Strategie'],
  },
  {
    slug: 'markus-brandt',
    name: 'Markus Brandt',
    title: 'Google-Ads-Experte und zertifizierter Google Partner',
    bio:
      'Markus Brandt verantwortete Werbebudgets im zweistelligen Millionenbereich, zuletzt als Head of Performance ' +
      'Marketing eines E-Commerce-Unternehmens. Heute schult er Teams darin, Kampagnen messbar profitabel zu ' +
      'steuern – von der Kontostruktur bis zu Smart Bidding.',
    topics: ['Google Ads', 'Performance Marketing', 'Smart Bidding'],
  },
  {
    slug: 'sarah-yilmaz',
    name: 'Sarah Yılmaz',
    title: 'Social-Media-Managerin und Community-Expertin',
    bio:
      'Sarah Yılmaz hat Social-Media-Kanäle für Marken aus Handel, Tourismus und Mittelstand aufgebaut. Sie kennt ' +
      'die Algorithmen von Instagram, TikTok und LinkedIn aus der täglichen Arbeit und zeigt, wie auch kleine ' +
      'Teams mit klarem Redaktionsplan Reichweite gewinnen.',
    topics: ['Social Media', 'LinkedIn', 'Instagram', 'TikTok'],
  },
  {
    slug: 'thomas-keller',
    name: 'Dr. Thomas Keller',
    title: 'Web-Analyst und Datenschutz-Praktiker',
    bio:
      'Dr. Thomas Keller promovierte in Statistik und berät Unternehmen bei der Einführung von Google Analytics 4, ' +
      'Consent-Management und Reporting. Er erklärt komplexe Zusammenhänge anschaulich und legt Wert auf ' +
      'datenschutzkonforme Lösungen.',
    topics: ['Webanalyse', 'Google Analytics 4', 'Looker Studio', 'Datenschutz'],
  },
  {
    slug: 'lena-hoffmann',
    name: 'Lena Hoffmann',
    title: 'Expertin für E-Mail-Marketing und Marketing Automation',
    bio:
      'Lena Hoffmann leitete das CRM-Team eines großen Versandhändlers und hat Newsletter-Programme mit mehreren ' +
      'Millionen Empfängern aufgebaut. Sie zeigt, wie Automatisierung, Segmentierung und gute Texte zusammen mehr ' +
      'Umsatz bringen – rechtssicher nach DSGVO und UWG.',
    topics: ['E-Mail-Marketing', 'Marketing Automation', 'CRM'],
  },
  {
    slug: 'david-richter',
    name: 'David Richter',
    title: 'KI-Berater und Software-Entwickler',
    bio:
      'David Richter entwickelt seit 15 Jahren Software und setzt generative KI produktiv in Marketing- und ' +
      'Produktteams ein. Als Gründer der KI-Werkstatt Live bringt er Marketern bei, mit ChatGPT, Agenten und ' +
      'KI-Coding-Werkzeugen wie Lovable eigene Lösungen zu bauen.',
    topics: ['KI im Marketing', 'Prompting', 'KI-Coding', 'Lovable'],
  },
  {
    slug: 'anna-becker',
    name: 'Anna Becker',
    title: 'Content-Strategin und Texterin',
    bio:
      'Anna Becker arbeitete als Redakteurin und Leiterin Content-Marketing in Agenturen und Verlagen. Sie ' +
      'entwickelt Content-Strategien, die Zielgruppen wirklich erreichen, und trainiert Teams im Schreiben ' +
      'für Web, Suchmaschinen und soziale Medien.',
    topics: ['Content-Marketing', 'Texten', 'Storytelling'],
  },
];

export type TrainerSlug =
  | 'julia-wagner'
  | 'markus-brandt'
  | 'sarah-yilmaz'
  | 'thomas-keller'
  | 'lena-hoffmann'
  | 'david-richter'
  | 'anna-becker';

export function trainerId(slug: TrainerSlug): string {
  return seedId('trainer', TRAINERS.findIndex((t) => t.slug === slug) + 1);
}

export function buildTrainers(dates: SeedDates): TrainerRow[] {
  return TRAINERS.map((trainer, i) => ({
    id: seedId('trainer', i + 1),
    ...trainer,
    photo_url: `/images/trainers/${trainer.slug}.webp`,
    linkedin_url: null,
    created_at: dates.instant(-400, '09:00'),
    updated_at: dates.instant(-400, '09:00'),
  }));
}
