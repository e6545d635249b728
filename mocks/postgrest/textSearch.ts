/**
 * A basic full-text search for `fts`/`plfts`/`phfts`/`wfts`: lower-cased word matching without stemming. Good enough
 * for a demo search box; the real database uses PostgreSQL's `to_tsvector`.
 */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(:\*)?/gu) ?? [];
}

function hasWord(documentWords: string[], term: string): boolean {
  if (term.endsWith(':*')) return documentWords.some((word) => word.startsWith(term.slice(0, -2)));
  return documentWords.includes(term);
}

export function textSearchMatches(
  document: string,
  query: string,
  operator: 'fts' | 'plfts' | 'phfts' | 'wfts',
): boolean {
  const documentWords = words(document);
  if (operator === 'phfts') {
    const phrase = words(query).join(' ');
    return ` ${documentWords.join(' ')} `.includes(` ${phrase} `);
  }
  if (operator === 'plfts') return words(query).every((term) => hasWord(documentWords, term));
  if (operator === 'wfts') {
    return query.split(/\s+or\s+/i).some((alternative) =>
      alternative
        .split(/\s+/)
        .filter(Boolean)
        .every((token) =>
          token.startsWith('-')
            ? !words(token).some((term) => hasWord(documentWords, term))
            : words(token).every((term) => hasWord(documentWords, term)),
        ),
    );
  }
  // to_tsquery: `a & b`, `a | b`, `!a`, `a:*`
  return query.split('|').some((alternative) =>
    alternative.split('&').every((token) => {
      const trimmed = token.trim().replace(/[()']/g, '');
      if (trimmed.startsWith('!')) return !words(trimmed.slice(1)).some((term) => hasWord(documentWords, term));
      return words(trimmed).every((term) => hasWord(documentWords, term));
    }),
  );
}
