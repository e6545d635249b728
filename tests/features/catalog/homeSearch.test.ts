import { matchSeminars, resolveSearch } from '@/features/catalog/components/home/homeSearch';
import type { SeminarSummary } from '@/features/catalog/catalogTypes';

describe('home search', () => {
  it('leads a topic name to its topic page, or to the chosen city filtered by it', () => {
    expect(resolveSearch('SEO', undefined)).toEqual({ kind: 'navigate', to: '/themen/seo' });
    expect(resolveSearch(' e-mail marketing ', undefined)).toEqual({ kind: 'navigate', to: '/themen/email-marketing' });
    expect(resolveSearch('Google Ads', 'koeln')).toEqual({ kind: 'navigate', to: '/koeln?thema=google-ads' });
  });

  it('leads a city (named or chosen) to the city page', () => {
    expect(resolveSearch('muenchen', undefined)).toEqual({ kind: 'navigate', to: '/muenchen' });
    expect(resolveSearch('Köln', undefined)).toEqual({ kind: 'navigate', to: '/koeln' });
    expect(resolveSearch('  ', 'hamburg')).toEqual({ kind: 'navigate', to: '/hamburg' });
  });

  it('lists matches for any other text and asks for input when there is none', () => {
    expect(resolveSearch('Looker', 'berlin')).toEqual({ kind: 'results', query: 'Looker', city: 'berlin' });
    expect(resolveSearch('', undefined)).toEqual({ kind: 'missing' });
  });

  it('matches every word in title, summary or topic, ignoring case and umlauts', () => {
    const seminars = [
      { id: '1', title: 'Texten fürs Web', summary: 'Klar schreiben.', category: 'content-marketing' },
      { id: '2', title: 'Technisches SEO', summary: 'Crawling und Core Web Vitals.', category: 'seo' },
    ] as SeminarSummary[];
    expect(matchSeminars(seminars, 'fuers web').map((s) => s.id)).toEqual(['1']);
    expect(matchSeminars(seminars, 'web').map((s) => s.id)).toEqual(['1', '2']);
    expect(matchSeminars(seminars, 'seo crawling').map((s) => s.id)).toEqual(['2']);
    expect(matchSeminars(seminars, 'xyz')).toEqual([]);
  });
});
