/** PostgREST's own errors (PGRSTxxx) with the status and wording of PostgREST 12. */
import { PgError } from '../db/errors';

export const postgrestErrors = {
  parseFilter: (text: string, column = text.length + 1) =>
    new PgError(
      {
        code: 'PGRST100',
        message: `"failed to parse filter (${text})" (line 1, column ${column})`,
        details: `unexpected end of input expecting an operator`,
      },
      400,
    ),
  parseLogicTree: (text: string) =>
    new PgError(
      {
        code: 'PGRST100',
        message: `"failed to parse logic tree (${text})" (line 1, column ${text.length + 1})`,
        details: 'unexpected end of input expecting a logic tree',
      },
      400,
    ),
  parseSelect: (text: string) =>
    new PgError(
      {
        code: 'PGRST100',
        message: `"failed to parse select parameter (${text})" (line 1, column ${text.length + 1})`,
        details: 'unexpected end of input',
      },
      400,
    ),
  parseOrder: (text: string) =>
    new PgError(
      {
        code: 'PGRST100',
        message: `"failed to parse order (${text})" (line 1, column ${text.length + 1})`,
        details: 'unexpected end of input expecting "asc", "desc", "nullsfirst" or "nullslast"',
      },
      400,
    ),
  invalidJson: () => new PgError({ code: 'PGRST102', message: 'Empty or invalid json' }, 400),
  rangeNotSatisfiable: (offset: number, total: number) =>
    new PgError(
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      },
      416,
    ),
  notAnEmbed: (name: string) =>
    new PgError(
      {
        code: 'PGRST108',
        message: `'${name}' is not an embedded resource in this request`,
        hint: `Verify that '${name}' is included in the 'select' query parameter.`,
      },
      400,
    ),
  singularity: (count: number) =>
    new PgError(
      {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: `The result contains ${count} rows`,
      },
      406,
    ),
  noRelationship: (parent: string, target: string, hint: string | null) =>
    new PgError(
      {
        code: 'PGRST200',
        message: `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
        details: `Searched for a foreign key relationship between '${parent}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      },
      400,
    ),
  ambiguousRelationship: (parent: string, target: string, names: string[]) =>
    new PgError(
      {
        code: 'PGRST201',
        message: `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
        details: names.map((name) => `${target}!${name}`).join(', '),
        hint: `Try changing '${target}' to one of the following: ${names.map((name) => `'${target}!${name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
      },
      300,
    ),
  unknownFunction: (name: string, argNames: string[]) =>
    new PgError(
      {
        code: 'PGRST202',
        message: `Could not find the function public.${name}${argNames.length ? `(${argNames.join(', ')})` : ' without parameters'} in the schema cache`,
        details: `Searched for the function public.${name}${argNames.length ? ` with parameters ${argNames.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      },
      404,
    ),
  unknownBodyColumn: (table: string, column: string) =>
    new PgError(
      { code: 'PGRST204', message: `Could not find the '${column}' column of '${table}' in the schema cache` },
      400,
    ),
  unknownTable: (table: string) =>
    new PgError({ code: 'PGRST205', message: `Could not find the table 'public.${table}' in the schema cache` }, 404),
  schemaNotExposed: (schema: string) =>
    new PgError(
      {
        code: 'PGRST106',
        message: `Invalid schema: ${schema}`,
        details: null,
        hint: 'Only the following schemas are exposed: public',
      },
      406,
    ),
  jwtExpired: () => new PgError({ code: 'PGRST303', message: 'JWT expired' }, 401),
  jwtInvalid: (reason: string) => new PgError({ code: 'PGRST301', message: reason }, 401),
};
