import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { APPLY_MESSAGES, protectedQuestionMessage, SCREENING_MESSAGES } from '../../../src/contract';
import {
  api,
  auditEntries,
  createRecruiter,
  createUser,
  jobWithRecruiter,
  SAMPLE_JOB,
  samplePdf,
  uploadResume,
} from '../helpers';
import { exportOf } from '../privacy/helpers';

const PERMIT = {
  id: 'permit',
  kind: 'yes_no',
  label: 'Do you hold a valid work permit for India?',
  required: true,
  accepted: ['Yes'],
};
const NOTICE = { id: 'notice', kind: 'number', label: 'Notice period in days', required: true };
const LEVEL = {
  id: 'level',
  kind: 'choice',
  label: 'Which shift can you work?',
  required: false,
  options: ['Day', 'Night', 'Either'],
};
const QUESTIONS = [PERMIT, NOTICE, LEVEL];

async function candidate(resume: Uint8Array<ArrayBuffer> = samplePdf()) {
  const c = await createUser('candidate');
  expect((await uploadResume(c.token, 'cv.pdf', resume)).status).toBe(201);
  return c;
}

const applyTo = (jobId: string, token: string, screeningAnswers: Record<string, string>) =>
  api(`/api/candidate/jobs/${jobId}/apply`, { token, body: { resumeName: 'cv.pdf', screeningAnswers } });

describe('screening questions: the refusals', { timeout: 60_000 }, () => {
  it('refuses a question about a protected characteristic, on create and on edit, with the reason', async () => {
    const recruiter = await createRecruiter();
    const asked = { id: 'q', kind: 'yes_no', label: 'Are you married?', required: true };
    const res = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, screeningQuestions: [asked] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(protectedQuestionMessage('marital status'));
    const { job } = await jobWithRecruiter({}, recruiter);
    const option = {
      id: 'q',
      kind: 'choice',
      label: 'Which group are you in?',
      options: ['Under 30', 'Age 30 or more'],
    };
    const edit = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, screeningQuestions: [option] },
    });
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.json)).toContain(protectedQuestionMessage('age'));
    // Ordinary words that hold a protected one are asked freely.
    const fine = { id: 'q', kind: 'text', label: 'Which stage of the page builder did you manage?', required: false };
    const ok = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, screeningQuestions: [fine] },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an 11th question', async () => {
    const recruiter = await createRecruiter();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ id: `q${i}`, kind: 'text', label: `Question ${i}` }));
    const res = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, screeningQuestions: eleven },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(SCREENING_MESSAGES.tooMany);
  });

  it('refuses a knockout on a number question and an optional knockout', async () => {
    const recruiter = await createRecruiter();
    for (const [q, message] of [
      [{ ...NOTICE, accepted: ['30'] }, SCREENING_MESSAGES.knockoutKind],
      [{ ...PERMIT, required: false }, SCREENING_MESSAGES.knockoutRequired],
    ] as const) {
      const res = await api('/api/recruiter/jobs', {
        token: recruiter.token,
        body: { ...SAMPLE_JOB, screeningQuestions: [q] },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    }
  });

  it("another company's recruiter can neither read nor change a job's questions", async () => {
    const { job } = await jobWithRecruiter({ screeningQuestions: QUESTIONS });
    const stranger = await createRecruiter('Globex');
    expect((await api(`/api/recruiter/jobs/${job.id}`, { token: stranger.token })).status).toBe(404);
    const res = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: stranger.token,
      body: { ...SAMPLE_JOB, screeningQuestions: [] },
    });
    expect(res.status).toBe(404);
    const row = await env.DB.prepare('SELECT screening_questions FROM jobs WHERE id = ?').bind(job.id).first();
    expect(JSON.parse(row!.screening_questions as string)).toHaveLength(3);
  });

  it('refuses a missing required answer, an answer to another job’s question and a wrong choice', async () => {
    const { job } = await jobWithRecruiter({ screeningQuestions: QUESTIONS });
    const { job: other } = await jobWithRecruiter({ screeningQuestions: [{ ...PERMIT, id: 'elsewhere' }] });
    expect(other.id).not.toBe(job.id);
    const c = await candidate();
    const missing = await applyTo(job.id, c.token, { permit: 'Yes' });
    expect(missing.status).toBe(400);
    expect(missing.json.fields['screeningAnswers.notice']).toBe(SCREENING_MESSAGES.answerRequired);
    const foreign = await applyTo(job.id, c.token, { permit: 'Yes', notice: '30', elsewhere: 'Yes' });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe(SCREENING_MESSAGES.unknownQuestion);
    const wrong = await applyTo(job.id, c.token, { permit: 'Maybe', notice: 'soon' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toMatchObject({
      'screeningAnswers.permit': SCREENING_MESSAGES.answerChoice,
      'screeningAnswers.notice': SCREENING_MESSAGES.answerNumber,
    });
    // Nothing was stored by a refused apply.
    expect((await applyTo(job.id, c.token, { permit: 'Yes', notice: '30' })).status).toBe(201);
  });

  it('refuses answers to a closed job (wrong state) and changed answers after submitting', async () => {
    const { job, recruiter } = await jobWithRecruiter({ screeningQuestions: QUESTIONS });
    const c = await candidate();
    const first = await applyTo(job.id, c.token, { permit: 'No', notice: '30' });
    expect(first.status).toBe(201);
    const changed = await applyTo(job.id, c.token, { permit: 'Yes', notice: '30' });
    expect(changed.status).toBe(409);
    expect(changed.json.message).toBe(APPLY_MESSAGES.duplicate);
    const detail = await api(`/api/candidate/applications/${first.json.id}`, { token: c.token });
    expect(detail.json.screeningAnswers.find((a: { questionId: string }) => a.questionId === 'permit').answer).toBe(
      'No',
    );
    await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'closed' },
    });
    const late = await candidate();
    const closed = await applyTo(job.id, late.token, { permit: 'Yes', notice: '30' });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe(APPLY_MESSAGES.closed);
  });
});

describe('screening questions: answers, the flag and the order', { timeout: 60_000 }, () => {
  it('saves the questions with the job, audited when they change, and keeps them when an edit leaves them out', async () => {
    const { job, recruiter } = await jobWithRecruiter({ screeningQuestions: QUESTIONS });
    const read = await api(`/api/recruiter/jobs/${job.id}`, { token: recruiter.token });
    expect(read.json.screeningQuestions).toEqual([
      { ...PERMIT, options: [] },
      { ...NOTICE, options: [], accepted: [] },
      { ...LEVEL, accepted: [] },
    ]);
    const edit = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title: 'Staff Backend Engineer' },
    });
    expect(edit.json.screeningQuestions).toHaveLength(3);
    await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, screeningQuestions: [PERMIT] },
    });
    const entries = (await auditEntries('job_screening_changed')).filter((e) => e.target_id === job.id);
    // Created with three, the edit without questions changed none, then one.
    expect(entries.map((e) => (e.detail as unknown as { questions: unknown[] }).questions.length)).toEqual([3, 1]);
    expect(entries[0]!.actor_id).toBe(recruiter.id);
  });

  it('flags a knockout answer without rejecting it, never in the score, and the recruiter filters and orders by it', async () => {
    const { job, recruiter } = await jobWithRecruiter({ screeningQuestions: QUESTIONS });
    const yes = await candidate();
    const no = await candidate();
    const unreadable = await candidate(samplePdf([]));
    const met = await applyTo(job.id, yes.token, { permit: 'Yes', notice: '30', level: 'Day' });
    const unmet = await applyTo(job.id, no.token, { permit: 'No', notice: '60' });
    const blank = await applyTo(job.id, unreadable.token, { permit: 'Yes', notice: '0' });
    expect([met.status, unmet.status, blank.status]).toEqual([201, 201, 201]);
    // Not rejected: the recruiter decides. The same resume scores the same whatever the answers.
    expect(unmet.json.status).toBe('applied');
    expect(unmet.json.atsScore).toBe(met.json.atsScore);
    expect(unmet.json.screeningAnswers[0]).toMatchObject({ questionId: 'permit', answer: 'No', met: false });
    expect(met.json.screeningAnswers.map((a: { met: boolean | null }) => a.met)).toEqual([true, null, null]);

    const list = await api(`/api/recruiter/jobs/${job.id}/applications?sort=atsScore`, { token: recruiter.token });
    // Scored first, then the flagged, then the unreadable.
    expect(list.json.applications.map((a: { id: string }) => a.id)).toEqual([
      met.json.id,
      unmet.json.id,
      blank.json.id,
    ]);
    expect(list.json.applications[1].screeningUnmet).toEqual([PERMIT.label]);
    const minimum = await api(`/api/recruiter/jobs/${job.id}/applications?sort=atsScore&atsScore=1`, {
      token: recruiter.token,
    });
    expect(minimum.json.applications.map((a: { id: string }) => a.id)).toEqual([met.json.id, unmet.json.id]);
    const flagged = await api(`/api/recruiter/jobs/${job.id}/applications?screening=unmet`, {
      token: recruiter.token,
    });
    expect(flagged.json.applications.map((a: { id: string }) => a.id)).toEqual([unmet.json.id]);
    expect(flagged.json.total).toBe(1);
    const saidYes = await api(`/api/recruiter/jobs/applications?answeredYes=permit&jobId=${job.id}`, {
      token: recruiter.token,
    });
    expect(saidYes.json.applications.map((a: { id: string }) => a.id).sort()).toEqual(
      [met.json.id, blank.json.id].sort(),
    );

    const panel = await api(`/api/recruiter/applications/${unmet.json.id}`, { token: recruiter.token });
    expect(panel.json.screeningAnswers.map((a: { answer: string }) => a.answer)).toEqual(['No', '60', '']);
    const stranger = await createRecruiter('Globex');
    expect((await api(`/api/recruiter/applications/${unmet.json.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('a keyed job POST with questions and a keyed apply with answers each land once', async () => {
    const recruiter = await createRecruiter();
    const post = () =>
      api('/api/recruiter/jobs', {
        token: recruiter.token,
        headers: { 'Idempotency-Key': `job-${recruiter.id}` },
        body: { ...SAMPLE_JOB, screeningQuestions: [PERMIT] },
      });
    const [first, again] = [await post(), await post()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.id).toBe(first.json.id);
    expect((await auditEntries('job_screening_changed')).filter((e) => e.target_id === first.json.id)).toHaveLength(1);
    const c = await candidate();
    const send = () =>
      api(`/api/candidate/jobs/${first.json.id}/apply`, {
        token: c.token,
        headers: { 'Idempotency-Key': `apply-${c.id}` },
        body: { resumeName: 'cv.pdf', screeningAnswers: { permit: 'No' } },
      });
    const [applied, replayed] = [await send(), await send()];
    expect([applied.status, replayed.status]).toEqual([201, 201]);
    expect(replayed.json.id).toBe(applied.json.id);
    expect(replayed.json.screeningAnswers).toEqual(applied.json.screeningAnswers);
  });

  it("the candidate's data export carries their answers", async () => {
    const { job } = await jobWithRecruiter({ screeningQuestions: [PERMIT] });
    const c = await candidate();
    expect((await applyTo(job.id, c.token, { permit: 'Yes' })).status).toBe(201);
    const { data } = await exportOf(c.token);
    expect(data.applications[0].screening_answers).toEqual([
      { questionId: 'permit', label: PERMIT.label, kind: 'yes_no', answer: 'Yes', accepted: ['Yes'], met: true },
    ]);
  });
});
