import { describe, expect, it } from 'vitest';

import {
  blindRefusal,
  fillTemplate,
  firstName,
  placeholderProblem,
  statusChangeSchema,
  TEMPLATE_MESSAGES,
  templateInputSchema,
  templateKindsFor,
} from '../../../src/contract';

const VALUES = {
  candidateFirstName: 'Asha',
  jobTitle: 'Data Analyst',
  companyName: 'Acme',
  recruiterName: 'Rita Rao',
};

describe('message templates (src/contract/templates.ts)', () => {
  it('accepts the four placeholders and plain text, and names the problem of any other brace', () => {
    expect(placeholderProblem('Hi {candidateFirstName}, {jobTitle} at {companyName}. {recruiterName}')).toBeNull();
    expect(placeholderProblem('No placeholders at all.')).toBeNull();
    expect(placeholderProblem('Hi {name}')).toBe(TEMPLATE_MESSAGES.unknownPlaceholder('name'));
    expect(placeholderProblem('Hi {}')).toBe(TEMPLATE_MESSAGES.unknownPlaceholder(''));
    for (const text of ['Hi {jobTitle', 'Hi jobTitle}', '{{jobTitle}}', '{job{Title}'])
      expect(placeholderProblem(text), text).toBe(TEMPLATE_MESSAGES.unbalanced);
  });

  it('one schema for the form and the worker: the template and a move message are checked alike', () => {
    const bad = templateInputSchema.safeParse({ kind: 'rejection', name: 'No', body: 'Hi {firstName}' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(TEMPLATE_MESSAGES.unknownPlaceholder('firstName'));
    expect(templateInputSchema.safeParse({ kind: 'rejection', name: 'No', body: '  ' }).error?.issues[0]?.message).toBe(
      'Write the message',
    );
    const move = statusChangeSchema.safeParse({ status: 'screening', message: 'Hi {jobTitle' });
    expect(move.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['message', TEMPLATE_MESSAGES.unbalanced],
    ]);
  });

  it('fills every placeholder, and refuses the identity one only while identity is hidden', () => {
    const text = 'Dear {candidateFirstName}, about {jobTitle} at {companyName}. {recruiterName}';
    expect(fillTemplate(text, VALUES)).toBe('Dear Asha, about Data Analyst at Acme. Rita Rao');
    expect(blindRefusal(text, true)).toBe(TEMPLATE_MESSAGES.blindPlaceholder);
    expect(blindRefusal(text, false)).toBeNull();
    expect(blindRefusal('About {jobTitle}. {recruiterName}', true)).toBeNull();
    expect(firstName('  Asha   Verma ')).toBe('Asha');
  });

  it('offers the kinds that match a move', () => {
    expect(templateKindsFor('rejected')).toEqual(['rejection']);
    expect(templateKindsFor('interview')).toEqual(['interview_invitation', 'stage_move']);
    expect(templateKindsFor('offer')).toEqual(['stage_move']);
  });
});
