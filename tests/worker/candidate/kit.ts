import { env, SELF } from 'cloudflare:test';
import { makePdf } from '../../fixtures/resume-files';
import { api, createRecruiter, ORIGIN, SAMPLE_JOB } from '../helpers';

export const RESUME_LINES = [
  'Jane Doe - Senior Backend Engineer',
  'Experience: 2018 - Present, Staff Engineer at Initech. 7 years building APIs.',
  'Designed REST APIs in TypeScript and Node.js serving millions of requests.',
  'Owned PostgreSQL schemas, query tuning, migrations and backups.',
  'Wrote services in Go; mentored four engineers; ran on-call for the platform team.',
  'Education: B.Tech Computer Science, 2017.',
];

/** A small, valid one-page PDF with the given lines of text (a blank page when there are none). */
export function samplePdf(lines: readonly string[] = RESUME_LINES): Uint8Array<ArrayBuffer> {
  return new Uint8Array(makePdf([[...lines]]));
}

/** The first bytes of a PNG: what a "resume.pdf" that is really an image starts with. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

export async function uploadResume(token: string, name: string, bytes: Uint8Array<ArrayBuffer> = samplePdf(), type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await SELF.fetch(`${ORIGIN}/api/candidate/resumes`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, json: (await res.json()) as any };
}

/** An open job posted through the recruiter API (with a fresh recruiter unless one is given). */
export async function postJob(overrides: Record<string, unknown> = {}, recruiter?: Awaited<ReturnType<typeof createRecruiter>>) {
  const owner = recruiter ?? (await createRecruiter());
  const res = await api('/api/recruiter/jobs', { token: owner.token, body: { ...SAMPLE_JOB, ...overrides } });
  if (res.status !== 201) throw new Error(`job not created: ${res.text}`);
  return { job: res.json as { id: string; companyId: string; title: string }, recruiter: owner };
}

/** Moves a job's posted date (the API always stamps "now"). */
export async function setPostedAt(jobId: string, postedAt: string) {
  await env.DB.prepare('UPDATE jobs SET posted_at = ? WHERE id = ?').bind(postedAt, jobId).run();
}
