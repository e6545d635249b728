/**
 * The `select` parameter: `*`, `alias:column`, `col->>key`, `col::cast`, embedded resources
 * `alias:table!hint!inner(…)` nested to any depth, and spreads `...table(…)`.
 */
import { postgrestErrors } from './errors';
import { parseColumnRef, splitTopLevel, type ColumnRef } from './filterParser';

export interface SelectStar {
  kind: 'star';
}

export interface SelectColumn {
  kind: 'column';
  ref: ColumnRef;
  alias: string;
  cast: string | null;
}

export interface SelectEmbed {
  kind: 'embed';
  /** The table (or foreign-key column) named in the select. */
  name: string;
  alias: string;
  /** `!fk_name` or `!column` disambiguation. */
  hint: string | null;
  inner: boolean;
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectStar | SelectColumn | SelectEmbed;

const EMBED_PATTERN = /^(\.\.\.)?(?:([\w$]+):)?([\w$]+)((?:![\w$]+)*)\(([\s\S]*)\)$/;
const COLUMN_PATTERN = /^(?:([\w$]+):)?([\w$]+(?:(?:->>|->)(?:[\w$]+|"[^"]*"))*)(?:::([\w ]+))?$/;

function parseItem(text: string, whole: string): SelectItem {
  const item = text.trim();
  if (item === '*') return { kind: 'star' };
  const embed = EMBED_PATTERN.exec(item);
  if (embed) {
    const hints = (embed[4] ?? '').split('!').filter(Boolean);
    const inner = hints.includes('inner');
    const hint = hints.find((h) => h !== 'inner' && h !== 'left') ?? null;
    const name = embed[3] as string;
    const body = (embed[5] ?? '').trim();
    return {
      kind: 'embed',
      name,
      alias: embed[2] ?? name,
      hint,
      inner,
      spread: Boolean(embed[1]),
      children: body === '' ? [] : parseSelect(body, whole),
    };
  }
  const column = COLUMN_PATTERN.exec(item);
  if (!column) throw postgrestErrors.parseSelect(whole);
  const ref = parseColumnRef(column[2] as string);
  const lastKey = ref.jsonPath.at(-1)?.key;
  return { kind: 'column', ref, alias: column[1] ?? lastKey ?? ref.name, cast: column[3]?.trim() ?? null };
}

export function parseSelect(text: string, whole: string = text): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((item) => {
    if (item.trim() === '') throw postgrestErrors.parseSelect(whole);
    return parseItem(item, whole);
  });
}
