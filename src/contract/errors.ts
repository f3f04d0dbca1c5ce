import { z } from 'zod';

/** Every API error answers this shape (issue: worker skeleton). */
export const errorSchema = z.object({
  message: z.string(),
  /** Per-field messages when a payload fails validation. */
  fields: z.record(z.string(), z.string()).optional(),
  /** On a failure of ours (5xx): the request's id, to quote to support (also in X-Request-Id). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** First message per field, keyed by dotted path: what forms show under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
