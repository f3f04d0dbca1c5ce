import type { ApplicationStatus } from '../../src/contract';
import { alertInputSchema, reportInputSchema } from '../../src/contract';
import { makePdf } from '../../tests/fixtures/resume-files';
import { createAlert } from '../../worker/alerts/service';
import { apply } from '../../worker/applications/candidate-service';
import { move } from '../../worker/applications/move';
import type { Bindings } from '../../worker/env';
import { deliverNotice } from '../../worker/notices/service';
import { fileReport } from '../../worker/reports/service';
import { uploadResume } from '../../worker/resumes/service';
import { APPLICATIONS, CANDIDATES, JOBS } from './content';

const HOUR = 3_600_000;
const daysAgo = (n: number, plusHours = 0) => new Date(Date.now() - n * 86_400_000 + plusHours * HOUR);

/** A resume as a real PDF (the same minimal writer the tests use), 40 lines a page. */
function resumePdf(text: string): Uint8Array {
  const lines = text.replace(/—/g, '-').split('\n');
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += 40) pages.push(lines.slice(i, i + 40));
  return makePdf(pages);
}

/**
 * Resumes (uploaded, read and scored by the worker's own code), applications in every status of the
 * pipeline with their events spread over the past weeks, job alerts and two open reports.
 */
export async function seedApplications(env: Bindings) {
  const resumeNames = new Map<string, string>();
  for (const c of CANDIDATES) {
    const file = new File([resumePdf(c.resume).slice()], `${c.fullName.split(' ')[0]!.toLowerCase()}-resume.pdf`, {
      type: 'application/pdf',
    });
    resumeNames.set(c.id, (await uploadResume(env, c.id, file)).name);
  }

  for (const a of APPLICATIONS) {
    const job = JOBS.find((j) => j.id === a.jobId)!;
    const notices: string[] = [];
    const applied = await apply(
      env,
      a.candidateId,
      a.jobId,
      {
        resumeName: resumeNames.get(a.candidateId)!,
        coverLetter: a.coverLetter ?? '',
        humanReview: false,
        screeningAnswers: {},
      },
      notices,
      daysAgo(a.daysAgo),
    );
    for (const id of notices) await deliverNotice(env, id, {}, daysAgo(a.daysAgo));
    let from: ApplicationStatus = 'applied';
    for (const [step, to] of (a.path as ApplicationStatus[]).entries()) {
      const byCandidate = to === 'withdrawn';
      await move(env.DB, [{ id: applied.id, from }], {
        to,
        actorId: byCandidate ? a.candidateId : job.recruiterId,
        note: byCandidate ? 'I have accepted another offer.' : '',
        reason: to === 'rejected' ? (a.reason ?? 'Not the right fit for this role.') : null,
        now: daysAgo(a.daysAgo - (step + 1) * 0.8 > 0 ? a.daysAgo - (step + 1) * 0.8 : 0, 2).toISOString(),
      });
      from = to;
    }
  }

  await createAlert(
    env.DB,
    'demo-candidate-meera',
    alertInputSchema.parse({
      name: 'Backend roles',
      keywords: 'TypeScript',
      workplaceType: 'hybrid',
      frequency: 'daily',
    }),
  );
  await createAlert(
    env.DB,
    'demo-candidate-kabir',
    alertInputSchema.parse({
      name: 'Analytics near Delhi',
      keywords: 'SQL',
      location: 'Gurugram',
      frequency: 'weekly',
    }),
  );
  await createAlert(
    env.DB,
    'demo-candidate-farah',
    alertInputSchema.parse({ name: 'Operations', keywords: 'warehouse', active: false }),
  );

  const reporter = (id: string) => {
    const c = CANDIDATES.find((x) => x.id === id)!;
    return { id: c.id, role: 'candidate' as const, email: c.email, fullName: c.fullName, sessionVersion: 0 };
  };
  await fileReport(
    env,
    reporter('demo-candidate-rohan'),
    reportInputSchema.parse({
      targetType: 'job',
      targetId: 'demo-job-accountant',
      reason: 'misleading',
      details: 'The salary on the listing is lower than what was said on the phone.',
    }),
  );
  await fileReport(
    env,
    reporter('demo-candidate-vikram'),
    reportInputSchema.parse({
      targetType: 'user',
      targetId: 'demo-recruiter-arjun',
      reason: 'spam',
      details: 'Sent me the same message three times.',
    }),
  );

  return { resumes: CANDIDATES.length, applications: APPLICATIONS.length, alerts: 3, reports: 2 };
}
