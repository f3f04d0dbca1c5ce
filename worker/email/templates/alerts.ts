/** The job alert digest. Inputs are raw text; layout escapes them. */
import { renderEmail } from './layout';

export interface DigestJob {
  title: string;
  companyName: string;
  place: string;
  link: string;
}

export function alertDigestEmail(i: {
  candidateName: string;
  alertName: string;
  frequency: 'instant' | 'daily' | 'weekly';
  jobs: DigestJob[];
  more: number;
  alertsLink: string;
  unsubscribeLink: string;
}) {
  const count = i.jobs.length + i.more;
  return renderEmail({
    subject:
      count === 1 ? `New job for "${i.alertName}": ${i.jobs[0]!.title}` : `${count} new jobs for "${i.alertName}"`,
    greeting: `Hello ${i.candidateName},`,
    paragraphs: [
      count === 1
        ? `A new job matches your alert "${i.alertName}":`
        : `${count} new jobs match your alert "${i.alertName}":`,
    ],
    items: i.jobs.map((j) => ({ label: `${j.title} at ${j.companyName}`, href: j.link, detail: j.place })),
    action: { label: i.more > 0 ? `See all ${count} matches` : 'See your alerts', href: i.alertsLink },
    footer: [
      i.frequency === 'instant'
        ? 'You get these emails as jobs are posted because you saved this alert.'
        : `You get this ${i.frequency} digest because you saved this alert.`,
      { label: 'Pause this alert (no sign-in needed)', href: i.unsubscribeLink },
    ],
  });
}
