/** The email of a job a recruiter sent to a candidate. Inputs are raw text; layout escapes them. */
import { VERIFIED_EMPLOYER_LABEL } from '../../../src/contract';
import { renderEmail } from './layout';

export function jobSentEmail(i: {
  candidateName: string;
  recruiterName: string;
  companyName: string;
  jobTitle: string;
  note: string;
  link: string;
}) {
  return renderEmail({
    subject: `${i.companyName} thinks you would be a fit: ${i.jobTitle}`,
    greeting: `Hello ${i.candidateName},`,
    paragraphs: [
      `${i.recruiterName} of ${i.companyName} sent you a job: ${i.jobTitle}.`,
      `${i.companyName}: ${VERIFIED_EMPLOYER_LABEL}.`,
      ...(i.note ? ['Their note:'] : []),
    ],
    quote: i.note || undefined,
    action: { label: 'See the job', href: i.link },
    footer: ['Only verified employers can send you jobs. You can turn this off in your settings.'],
  });
}
