import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { APPLICATION_STATUSES, CANDIDATE_STATUS } from '../../../src/contract';
import { StatusBadge } from '../../../src/islands/candidate/parts/JobBits';
import { statusChangedEmail } from '../../../worker/email/templates/applications';

describe('how a candidate reads a status', () => {
  it.each(APPLICATION_STATUSES)('%s: the same word in the workspace badge and in the email', (status) => {
    const { label, detail } = CANDIDATE_STATUS[status];
    expect(renderToStaticMarkup(h(StatusBadge, { status }))).toMatch(new RegExp(`>${label}</span>$`));
    const email = statusChangedEmail({
      candidateName: 'Asha',
      companyName: 'Acme',
      jobTitle: 'Engineer',
      statusLabel: label,
      detail,
      link: 'https://x.example/a',
    });
    expect(email.subject).toBe(`Your application for Engineer: ${label}`);
  });

  it('a rejection reads "Not selected" and a review "In screening"', () => {
    expect(CANDIDATE_STATUS.rejected.label).toBe('Not selected');
    expect(renderToStaticMarkup(h(StatusBadge, { status: 'screening' }))).toContain('>In screening<');
  });
});
