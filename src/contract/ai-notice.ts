// The notice beside a scored job (how applications are scored, what is never used), apart from
// ai.ts and the bias audit's words: the job and apply pages show it.
import type { AiNotice } from './ai-schemas';
import { HUMAN_REVIEW } from './human-review';

export const AI_NOTICE = {
  title: 'How applications are scored',
  lead: 'Applications to this job are scored by Hireloop’s matching engine, an automated tool that helps recruiters sort applications. People make every decision.',
  assesses: 'What it assesses, with each part’s weight:',
  neverUses:
    'It never uses your name, gender, age, photo, address, contact details or anything that stands for them (they are removed from the resume text before scoring), nor your voluntary self-identification answers.',
  alternative: `Prefer a person to review your application without the score? Choose “${HUMAN_REVIEW.option}” when you apply.`,
  link: 'How the score works: the model card',
  href: '/ai',
} as const;

/** The notice as plain sentences (the receipt email): the same words as on the pages. */
export function aiNoticeLines(n: AiNotice): string[] {
  const parts = n.parts.map((p) => `${p.name} (${Math.round(p.weight * 100)}%)${p.assesses ? `: ${p.assesses}` : ''}`);
  return [AI_NOTICE.lead, `${AI_NOTICE.assesses} ${parts.join('; ')}.`, AI_NOTICE.neverUses];
}
