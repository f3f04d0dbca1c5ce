import type { z } from 'zod';

import { fieldErrors } from '../../contract';
import { onDemand } from './on-demand';

export type FieldErrors = Record<string, string>;

/** Runs a contract schema over form values: the parsed data, or the first message per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/**
 * A contract schema fetched when its form is first used, not with the page: where a form is a page's
 * only use of zod (about 26 KB gzip), zod stays off the page's first load (issue 41's budget). The
 * schema must live in a module the page does not import statically, or it loads with the page anyway.
 * `preload` on the form's first focus means the check is there by the time it is submitted.
 */
export function schemaOnDemand<S extends z.ZodType>(load: () => Promise<S>) {
  const schema = onDemand(load); // a failed fetch is tried again on the next use
  return {
    preload: () => void schema().catch(() => undefined),
    /** As `validate`; rejects only when the schema could not be fetched. */
    validate: async (values: unknown) => validate(await schema(), values),
  };
}

/** A query parameter of an address, or null. */
export function queryParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}
