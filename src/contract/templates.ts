/**
 * Message templates a company keeps (issue 39, item 3): the kinds, the placeholders and the one
 * check of a template's text, used by the settings form, the move dialog and the worker alike.
 */
import { z } from 'zod';

import {
  blindRefusal,
  fillTemplate,
  firstName,
  IDENTITY_PLACEHOLDERS,
  type Placeholder,
  placeholderProblem,
  PLACEHOLDERS,
  placeholdersIn,
  type PlaceholderValues,
  TEMPLATE_BODY_MAX,
  TEMPLATE_KIND_LABEL,
  TEMPLATE_KINDS,
  TEMPLATE_MESSAGES,
  TEMPLATE_NAME_MAX,
  type TemplateKind,
  templateKindsFor,
  TEMPLATES_LIMIT,
} from './template-words';

// The kinds, placeholders, limits and words live apart (template-words.ts, no zod): the settings
// screen shows them and fetches the form's schema only when the form is first used. Importable from here too.
export {
  blindRefusal,
  fillTemplate,
  firstName,
  IDENTITY_PLACEHOLDERS,
  type Placeholder,
  placeholderProblem,
  PLACEHOLDERS,
  placeholdersIn,
  type PlaceholderValues,
  TEMPLATE_BODY_MAX,
  TEMPLATE_KIND_LABEL,
  TEMPLATE_KINDS,
  TEMPLATE_MESSAGES,
  TEMPLATE_NAME_MAX,
  type TemplateKind,
  templateKindsFor,
  TEMPLATES_LIMIT,
};

/** A text with placeholders is checked the same wherever it is written. */
export const withPlaceholders = (text: z.ZodString) =>
  text.superRefine((value, ctx) => {
    const problem = placeholderProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const templateText = (max: number) =>
  withPlaceholders(
    z
      .string()
      .trim()
      .max(max, { error: `Keep it under ${max.toLocaleString('en-US')} characters` }),
  );

export const templateInputSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: 'Choose what the template is for' }),
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name the template' })
    .max(TEMPLATE_NAME_MAX, { error: `Keep the name under ${TEMPLATE_NAME_MAX} characters` }),
  body: templateText(TEMPLATE_BODY_MAX).pipe(z.string().min(1, { error: 'Write the message' })),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const messageTemplateSchema = z.object({
  id: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  body: z.string(),
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** The company's templates, and what the sender's own placeholders fill in (for the preview). */
export const templateListSchema = z.object({
  templates: z.array(messageTemplateSchema),
  values: z.object({ companyName: z.string(), recruiterName: z.string() }),
});
export type TemplateList = z.infer<typeof templateListSchema>;
