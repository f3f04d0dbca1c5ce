// Message templates' kinds, placeholders, limits and the one check of a template's text, apart
// from templates.ts and its schemas: the settings screen and the move dialog show them without zod.
import type { ApplicationStatus } from './applications';

export const TEMPLATE_KINDS = ['stage_move', 'rejection', 'interview_invitation'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_LABEL: Record<TemplateKind, string> = {
  stage_move: 'Stage move',
  rejection: 'Rejection',
  interview_invitation: 'Interview invitation',
};

export const PLACEHOLDERS = ['candidateFirstName', 'jobTitle', 'companyName', 'recruiterName'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;
/** Placeholders that would name the candidate: refused while blind review hides them. */
export const IDENTITY_PLACEHOLDERS: readonly Placeholder[] = ['candidateFirstName'];

export const TEMPLATES_LIMIT = 50;
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_BODY_MAX = 2_000;

const list = PLACEHOLDERS.map((p) => `{${p}}`);
export const TEMPLATE_MESSAGES = {
  unknownPlaceholder: (name: string) =>
    `{${name}} is not a placeholder. Use ${list.slice(0, -1).join(', ')} or ${list.at(-1)}.`,
  unbalanced: 'A brace is not closed: write a placeholder as {jobTitle}, with one { and one }.',
  blindPlaceholder:
    'Blind review is on: {candidateFirstName} would reveal who the candidate is. Remove it, or send once they reach Interview.',
  notFound: 'Template not found',
  noCompany: 'Save your company profile first: templates belong to a company.',
  tooMany: `A company keeps at most ${TEMPLATES_LIMIT} templates. Delete one first.`,
} as const;

/** Why a template's text is refused (an unbalanced brace, an unknown placeholder), or null. */
export function placeholderProblem(text: string): string | null {
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '}') return TEMPLATE_MESSAGES.unbalanced;
    if (ch === '{') {
      const close = text.indexOf('}', i + 1);
      const reopen = text.indexOf('{', i + 1);
      if (close === -1 || (reopen !== -1 && reopen < close)) return TEMPLATE_MESSAGES.unbalanced;
      const name = text.slice(i + 1, close);
      if (!(PLACEHOLDERS as readonly string[]).includes(name)) return TEMPLATE_MESSAGES.unknownPlaceholder(name);
      i = close + 1;
      continue;
    }
    i++;
  }
  return null;
}

/** The placeholders a (checked) text uses. */
export const placeholdersIn = (text: string): Placeholder[] => PLACEHOLDERS.filter((p) => text.includes(`{${p}}`));

/** The text as the candidate reads it: each placeholder replaced by its value. */
export const fillTemplate = (text: string, values: PlaceholderValues): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as Placeholder] ?? whole);

/** Refused at send time while the candidate's identity is hidden, or null. */
export const blindRefusal = (text: string, identityHidden: boolean): string | null =>
  identityHidden && IDENTITY_PLACEHOLDERS.some((p) => text.includes(`{${p}}`))
    ? TEMPLATE_MESSAGES.blindPlaceholder
    : null;

/** A first name as a message greets someone: the first word of their full name. */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** Which kinds of template a move to this status offers. */
export function templateKindsFor(status: ApplicationStatus): TemplateKind[] {
  if (status === 'rejected') return ['rejection'];
  if (status === 'interview') return ['interview_invitation', 'stage_move'];
  return ['stage_move'];
}
