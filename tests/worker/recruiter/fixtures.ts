import { env } from 'cloudflare:test';
import type { ApplicationStatus } from '../../../src/contract';
import { insertApplication } from '../../../worker/applications/store';
import { api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';

/** A breakdown shaped like the engine's: required skills found/missing and experience. */
export function breakdown(found: string[], missing: string[], years = 5) {
  const item = (skill: string, ok: boolean) => ({ skill, canonical: skill, found: ok, evidence: ok ? `Built things with ${skill}` : null, matchedAs: ok ? skill : null });
  return JSON.stringify({
    requiredSkills: { value: 0.5, weight: 0.5, points: 25, items: [...found.map((s) => item(s, true)), ...missing.map((s) => item(s, false))] },
    niceToHaveSkills: { value: 0, weight: 0.1, points: 0, items: [] },
    relevance: { value: 0.5, weight: 0.25, points: 12, matchedTerms: [], missingTerms: [], areaOverlap: 0.5 },
    experience: { value: 1, weight: 0.15, points: 15, resumeYears: years, minYears: 4 },
  });
}

export async function postJob(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/recruiter/jobs', { token, body: { ...SAMPLE_JOB, ...overrides } });
  if (res.status !== 201) throw new Error(`job not created: ${res.text}`);
  return res.json as { id: string; title: string };
}

/**
 * An application inserted through the store the apply flow uses (its first event included), then
 * put straight into `status` and `createdAt` when a test needs them.
 */
export async function apply(
  jobId: string,
  o: { score?: number | null; status?: ApplicationStatus; createdAt?: string; resumeText?: string; candidate?: Awaited<ReturnType<typeof createUser>>; name?: string } = {},
) {
  const candidate = o.candidate ?? (await createUser('candidate', { fullName: o.name ?? 'Priya Sharma' }));
  const id = crypto.randomUUID();
  const now = o.createdAt ?? new Date().toISOString();
  const scored = o.score !== null;
  await insertApplication(env.DB, {
    id,
    jobId,
    candidateId: candidate.id,
    resumeId: null,
    resumeName: 'priya-cv.pdf',
    resumeR2Key: `applications/${id}/priya-cv.pdf`,
    resumeText: o.resumeText ?? 'Backend engineer, 5 years. TypeScript, PostgreSQL, REST APIs, Go.',
    coverLetter: 'I would love to build your APIs.',
    atsScore: scored ? (o.score ?? 70) : null,
    atsStatus: scored ? 'scored' : 'insufficient_data',
    atsBreakdown: scored ? breakdown(['TypeScript', 'PostgreSQL'], ['REST APIs']) : '{}',
    atsVersion: 'test-1',
    now,
  });
  if (o.status && o.status !== 'applied') {
    await env.DB.prepare('UPDATE applications SET status = ? WHERE id = ?').bind(o.status, id).run();
  }
  return { id, candidate };
}

/** A recruiter with a company and one open job. */
export async function recruiterWithJob(company = 'Acme Talent') {
  const recruiter = await createRecruiter(company);
  const job = await postJob(recruiter.token);
  return { recruiter, job };
}
