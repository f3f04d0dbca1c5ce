import { z } from 'zod';

/**
 * Query strings of every list: a parameter sent empty (`?status=&page=1`) means no filter, exactly
 * as if it were absent; a value outside a list of choices answers 400 naming the allowed ones.
 */

/** Reads `?name=` as absent, so the field's default or optionality applies. */
export const absentIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

type EmptyAsAbsent<S extends Record<string, z.ZodType>> = { [K in keyof S]: ReturnType<typeof absentIfEmpty<S[K]>> };

/** The fields of a query schema, each read as absent when sent empty: `z.object(queryFields({ … }))`. */
export function queryFields<S extends Record<string, z.ZodType>>(shape: S): EmptyAsAbsent<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, absentIfEmpty(schema as z.ZodType)]),
  ) as EmptyAsAbsent<S>;
}

/** The message of a value outside its choices: "Status must be one of: open, dismissed, actioned". */
export const choiceMessage = (label: string, values: readonly string[]) =>
  `${label} must be one of: ${values.join(', ')}`;

/** One of `values`; anything else answers 400 with choiceMessage. */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: choiceMessage(label, values) });

/** A UTC day written YYYY-MM-DD, and a real one. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayField = z
  .string()
  .regex(ISO_DAY, { error: 'Use a date like 2026-01-31' })
  // Date.parse rolls 2026-02-30 over to March: a real day survives the round trip unchanged.
  .refine(
    (v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
    },
    { error: 'Not a real date' },
  );
