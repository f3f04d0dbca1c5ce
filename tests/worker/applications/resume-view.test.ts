import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, apply, createUser, recruiterWithJob } from '../helpers';

const RESUME = [
  'Asha Rao',
  'asha.rao@example.com | +91 98765 43210 | 12 MG Road, Pune',
  'Date of birth: 4 May 1994',
  'Skills: TypeScript, PostgreSQL, Docker, unit testing, code review.',
  'Experience: January 2019 - December 2023, backend engineer at Initech: payment services in TypeScript on PostgreSQL; Asha mentored two junior engineers.',
  'Built integration tests, on-call rotations, internal tools and SQL reports for the finance team.',
  'Designed REST APIs, moved services to Docker images built in CI and reviewed code every day.',
].join('\n');

const view = (id: string, token: string) => api(`/api/recruiter/applications/${id}/resume-text`, { token });

describe('GET /api/recruiter/applications/{id}/resume-text', () => {
  it('under blind review before interview gives the redacted text only, and the file stays closed', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id, { name: 'Asha Rao', resumeText: RESUME });
    await env.FILES.put(`applications/${id}/priya-cv.pdf`, '%PDF-1.4 Asha Rao', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });

    const blind = await view(id, recruiter.token);
    expect(blind.status).toBe(200);
    expect(blind.json.redacted).toBe(true);
    expect(blind.json.file).toBeNull();
    for (const secret of ['Asha', 'Rao', 'asha.rao@example.com', '98765', 'MG Road', '1994'])
      expect(blind.json.text).not.toContain(secret);
    expect(blind.json.text).toContain('Skills: TypeScript, PostgreSQL, Docker, unit testing, code review.');
    // The file itself is refused for this recruiter in this state.
    const file = await api(`/api/recruiter/applications/${id}/resume-url`, { token: recruiter.token });
    expect(file.status).toBe(403);

    // Every evidence line of the score is in the redacted text word for word, so the panel can find it.
    const detail = await api(`/api/recruiter/applications/${id}`, { token: recruiter.token });
    const evidence: string[] = detail.json.atsBreakdown.requiredSkills.items
      .map((i: { evidence: string | null }) => i.evidence)
      .filter(Boolean);
    expect(evidence.length).toBeGreaterThan(0);
    for (const line of evidence) expect(blind.json.text.split('\n')).toContain(line);

    // Screening is still blind; interview opens the text as read and the file.
    await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening' },
    });
    expect((await view(id, recruiter.token)).json.redacted).toBe(true);
    await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'interview' },
    });
    expect((await view(id, recruiter.token)).json).toEqual({ text: RESUME, redacted: false, file: 'pdf' });
  });

  it('without blind review gives the text as read and the kind of the stored file, or null when none is stored', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id, { resumeText: RESUME });
    expect((await view(id, recruiter.token)).json).toEqual({ text: RESUME, redacted: false, file: null });
    await env.FILES.put(`applications/${id}/priya-cv.pdf`, 'PK\x03\x04 word/document.xml', {
      httpMetadata: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    });
    expect((await view(id, recruiter.token)).json.file).toBe('docx');
    await env.FILES.put(`applications/${id}/priya-cv.pdf`, '%PDF-1.4', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    expect((await view(id, recruiter.token)).json.file).toBe('pdf');
  });

  it("refuses another company's recruiter (404), a candidate, even the one who applied (403), and no token (401)", async () => {
    const { job } = await recruiterWithJob();
    const { id, candidate } = await apply(job.id, { resumeText: RESUME });
    const stranger = (await recruiterWithJob('Other Corp')).recruiter;
    const res = await view(id, stranger.token);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('TypeScript');
    expect((await view(id, candidate.token)).status).toBe(403);
    expect((await view(id, (await createUser('admin')).token)).status).toBe(403);
    expect((await api(`/api/recruiter/applications/${id}/resume-text`)).status).toBe(401);
  });
});
