import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { verifyByMail } from '../auth/helpers';
import { addRecruiterTo, api, notificationsOf, recruiterWithJob, uploadResume } from '../helpers';

const outbox = async (to: string) =>
  (
    await env.DB.prepare(
      "SELECT subject, text_body FROM email_outbox WHERE to_address = ? AND kind = 'new_application'",
    )
      .bind(to)
      .all<{ subject: string; text_body: string }>()
  ).results;

describe('notices of a new application', () => {
  it("emails the company's recruiters who keep it on when a candidate applies, naming no candidate", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const quiet = await addRecruiterTo(recruiter.companyId);
    await api('/api/recruiter/settings/notifications', {
      method: 'PUT',
      token: quiet.token,
      body: { emailOnNewApplication: false },
    });
    const suspended = await addRecruiterTo(recruiter.companyId);
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), suspended.id)
      .run();
    const rival = await recruiterWithJob('Rival Talent');

    const email = `asha-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { accessToken } = (
      await api('/api/auth/signup', { body: { fullName: 'Asha Rao', email, password: 'asha-pass', role: 'candidate' } })
    ).json;
    // Only a verified account applies: Asha opens the link of her verification mail.
    await verifyByMail(email);
    const upload = await uploadResume(accessToken, 'asha.pdf');
    expect(upload.status).toBe(201);
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: accessToken,
      body: { resumeName: upload.json.name },
    });
    expect(applied.status).toBe(201);

    const [mail, ...more] = await outbox(recruiter.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New application: Senior Backend Engineer');
    expect(mail?.text_body).toMatch(/Match score: (\d+ of 100|not scored)/);
    expect(mail?.text_body).toContain(`/recruiter/jobs/${job.id}/applications?open=${applied.json.id}`);
    expect(mail?.text_body).not.toContain('Asha');
    expect(await outbox(quiet.email)).toEqual([]);

    // In the product too, for the same recruiters: the job, the score and the panel's link, no name.
    const [notice, ...others] = await notificationsOf(recruiter.id);
    expect(others).toEqual([]);
    expect(notice).toEqual({
      kind: 'new_application',
      title: 'New application: Senior Backend Engineer',
      body: expect.stringMatching(/^Match score: (\d+ of 100|not scored.*)\.$/),
      link: `/recruiter/jobs/${job.id}/applications?open=${applied.json.id}`,
    });
    expect(JSON.stringify(notice)).not.toContain('Asha');
    expect(await notificationsOf(quiet.id)).toEqual([]);
    expect(await notificationsOf(rival.recruiter.id)).toEqual([]);
    expect(await notificationsOf(suspended.id)).toEqual([]);
  });
});
