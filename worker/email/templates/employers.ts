/** Emails about a company's verification as an employer. Inputs are raw text; layout escapes them. */
import { VERIFIED_EMPLOYER_LABEL } from '../../../src/contract';
import { renderEmail } from './layout';

export function companyVerificationEmail(i: {
  recruiterName: string;
  companyName: string;
  approved: boolean;
  reason: string;
  link: string;
}) {
  return renderEmail({
    subject: i.approved ? `${i.companyName} is a verified employer` : `${i.companyName} could not be verified`,
    greeting: `Hello ${i.recruiterName},`,
    paragraphs: i.approved
      ? [
          `An admin approved ${i.companyName}. Candidates now see “${VERIFIED_EMPLOYER_LABEL}” beside your jobs, and you can send jobs to candidates who chose to be found.`,
          'The admin’s note:',
        ]
      : [
          `An admin could not verify ${i.companyName}. Correct the company name or website in your profile and save to ask again.`,
          'The reason:',
        ],
    quote: i.reason,
    action: { label: 'Open your profile', href: i.link },
  });
}
