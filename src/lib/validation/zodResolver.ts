/**
 * The form resolver for a zod schema, typed by the form's values: the one place that bridges zod's input types
 * (`unknown` where a field is preprocessed) to react-hook-form's.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { configureZod } from './zodSettings';

configureZod();

export function typedZodResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  const resolve: Resolver<FieldValues> = standardSchemaResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return resolve as Resolver<Values>;
}
