/** The `Prefer` header (supabase-js appends several, which `Headers` joins with commas) and singular `Accept`. */
export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
}

export function parsePrefer(request: Request): Preferences {
  const tokens = (request.headers.get('prefer') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const value = (key: string) => tokens.find((token) => token.startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
  return {
    returnMode: value('return') as Preferences['returnMode'],
    count: value('count') as Preferences['count'],
    resolution: value('resolution') as Preferences['resolution'],
    missingDefault: value('missing') === 'default',
  };
}

/** `.single()` asks for `application/vnd.pgrst.object+json`: exactly one row, or 406 PGRST116. */
export function wantsSingleObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

/** The `Range: 0-9` header (PostgREST reads it as an alternative to limit/offset). */
export function parseRangeHeader(request: Request): { offset: number; limit: number | null } | null {
  const match = /^(\d+)-(\d*)$/.exec((request.headers.get('range') ?? '').trim());
  if (!match) return null;
  const offset = Number(match[1]);
  return { offset, limit: match[2] ? Number(match[2]) - offset + 1 : null };
}
