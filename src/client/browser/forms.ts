import type { z } from 'zod';

import { fieldErrors } from '../../contract';

export type FieldErrors = Record<string, string>;

/** Runs a contract schema over form values: the parsed data, or the first message per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A query parameter of an address, or null. */
export function queryParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}
