import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { APPLY_MESSAGES } from '../../../src/contract';
import { api, createUser, jobWithRecruiter, uploadResume } from '../helpers';

const applyTo = (jobId: string, token: string) =>
  api(`/api/candidate/jobs/${jobId}/apply`, { token, body: { resumeName: 'cv.pdf', coverLetter: '' } });

describe('only accounts with a verified email apply', { timeout: 30_000 }, () => {
  it('an unverified candidate is refused with 403 and told how to verify; nothing is stored', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await createUser('candidate', { verified: false });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);

    const refused = await applyTo(job.id, candidate.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(APPLY_MESSAGES.verifyEmail(candidate.email));
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM applications WHERE candidate_id = ?')
      .bind(candidate.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('once the email is verified, the same candidate applies', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await createUser('candidate', { verified: false });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    expect((await applyTo(job.id, candidate.token)).status).toBe(403);

    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), candidate.id)
      .run();
    const applied = await applyTo(job.id, candidate.token);
    expect(applied.status).toBe(201);
    expect(applied.json.status).toBe('applied');
  });
});
