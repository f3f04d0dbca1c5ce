import { createScheduledController, env } from 'cloudflare:test';
import { expect } from 'vitest';

import { IDEMPOTENCY_HEADER } from '../../../src/contract';
import { hashPassword } from '../../../worker/auth/passwords';
import type { Bindings } from '../../../worker/env';
import { scheduled } from '../../../worker/scheduled';
import {
  addRecruiterTo,
  createRecruiter,
  createUser,
  emailsTo,
  notificationsOf,
  SAMPLE_JOB,
  samplePdf,
} from '../helpers';
import {
  type Answer,
  deliverWaiting,
  expectCleanFailure,
  type FaultMode,
  Faults,
  faultyEnv,
  hourly,
  realBindings,
  request,
  run,
} from './harness';
import { expectInvariants } from './invariants';

const real = realBindings;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/**
 * One write path, set up afresh for each failure point: `act` runs it on the given bindings (a
 * request through the app, or the cron), `ok` are the answers of a completed run, `retryOk` those of
 * a retry after an injected failure (a retry of something that did complete may be refused), and
 * `once` checks, after the retry and a cron run, that its effect happened exactly once.
 */
interface World {
  act: (bindings: Bindings) => Promise<Answer | null>;
  ok: number[];
  retryOk?: number[];
  /** What a retry's answer must say beyond its status (the thing the first try made, if it landed). */
  retried?: (answer: Answer) => void;
  once: () => Promise<void>;
}

const ok = (answer: Answer, statuses: number[], label: string) =>
  expect(statuses, `${label}: ${answer.status} ${answer.text}`).toContain(answer.status);
const send = (make: () => Request) => (bindings: Bindings) => run(make(), bindings);
const keyed = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
const resumeForm = () => {
  const form = new FormData();
  form.append('file', new File([samplePdf()], 'cv.pdf', { type: 'application/pdf' }));
  return form;
};

/** Through the real bindings, as setup: must succeed. */
async function must(make: () => Request, status: number) {
  const answer = await run(make(), real);
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

async function openJob(recruiter?: Awaited<ReturnType<typeof createRecruiter>>) {
  const owner = recruiter ?? (await createRecruiter('Acme Talent'));
  const job = await must(request('/api/recruiter/jobs', { token: owner.token, body: SAMPLE_JOB }), 201);
  return { recruiter: owner, jobId: job.id as string };
}

/** A candidate with an uploaded resume who applied, through the API, to an open job. */
async function applied() {
  const { recruiter, jobId } = await openJob();
  const candidate = await createUser('candidate');
  await must(request('/api/candidate/resumes', { token: candidate.token, form: resumeForm }), 201);
  const application = await must(
    request(`/api/candidate/jobs/${jobId}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', coverLetter: '' },
    }),
    201,
  );
  return { recruiter, candidate, jobId, applicationId: application.id as string };
}

/** A wall-clock time (UTC) `days` ahead at 10:00, as the interview form sends it. */
const slot = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

/** An application moved to `status` by its recruiter through the API. */
async function at(status: 'interview' | 'offer') {
  const world = await applied();
  await must(
    request(`/api/recruiter/applications/${world.applicationId}/status`, {
      method: 'PUT',
      token: world.recruiter.token,
      body: { status },
    }),
    200,
  );
  return world;
}

/** An application at Interview with times proposed by its recruiter. */
async function proposed() {
  const world = await at('interview');
  const answer = await must(
    request(`/api/recruiter/applications/${world.applicationId}/interview`, {
      token: world.recruiter.token,
      body: { slots: [slot(3), slot(4)], timeZone: 'UTC', durationMinutes: 45 },
    }),
    201,
  );
  return { ...world, slots: answer.interview.slots as string[] };
}

const interviewEvents = (applicationId: string, kind: string) =>
  count('SELECT COUNT(*) AS n FROM interview_events WHERE application_id = ? AND kind = ?', applicationId, kind);
const interviewNotices = async (userId: string) =>
  (await notificationsOf(userId)).filter((n) => n.kind === 'interview').length;
const interviewMails = async (email: string) => (await emailsTo(email)).filter((m) => m.kind === 'interview').length;
const noIntentsLeft = async () => expect(await count('SELECT COUNT(*) AS n FROM notice_intents')).toBe(0);

const eventsTo = (applicationId: string, status: string) =>
  count(
    'SELECT COUNT(*) AS n FROM application_events WHERE application_id = ? AND to_status = ?',
    applicationId,
    status,
  );

export const PATHS = {
  'sign-up': async () => {
    const email = `fault-${crypto.randomUUID().slice(0, 8)}@example.com`;
    return {
      act: send(
        request('/api/auth/signup', {
          body: { fullName: 'Faye Fault', email, password: 'correct horse battery', role: 'candidate' },
        }),
      ),
      ok: [201],
      retryOk: [201, 409],
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)).toBe(1);
        expect((await emailsTo(email)).filter((m) => m.kind === 'verify_email').length).toBeLessThanOrEqual(1);
      },
    };
  },
  'email verification': async () => {
    const email = `verify-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await must(
      request('/api/auth/signup', {
        body: { fullName: 'Vera Verify', email, password: 'correct horse battery', role: 'candidate' },
      }),
      201,
    );
    const mail = (await emailsTo(email)).find((m) => /verify-email/.test(m.text_body))!;
    const [, userId, token] = mail.text_body.match(/\/api\/auth\/verify-email\/([^/\s]+)\/([A-Za-z0-9_-]+)/)!;
    return {
      act: send(request(`/api/auth/verify-email/${userId}/${token}`)),
      ok: [200, 302, 303],
      once: async () =>
        expect(
          await count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND email_verified_at IS NOT NULL', userId),
        ).toBe(1),
    };
  },
  'resume upload': async () => {
    const candidate = await createUser('candidate');
    return {
      act: send(request('/api/candidate/resumes', { token: candidate.token, form: resumeForm, headers: keyed() })),
      ok: [201],
      once: async () =>
        expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidate.id)).toBe(1),
    };
  },
  'resume delete': async () => {
    const candidate = await createUser('candidate');
    await must(request('/api/candidate/resumes', { token: candidate.token, form: resumeForm }), 201);
    return {
      act: send(request('/api/candidate/resumes/cv.pdf', { method: 'DELETE', token: candidate.token })),
      ok: [200],
      retryOk: [200, 404],
      once: async () =>
        expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidate.id)).toBe(0),
    };
  },
  apply: async () => {
    const { jobId } = await openJob();
    const candidate = await createUser('candidate');
    await must(request('/api/candidate/resumes', { token: candidate.token, form: resumeForm }), 201);
    return {
      act: send(
        request(`/api/candidate/jobs/${jobId}/apply`, {
          token: candidate.token,
          body: { resumeName: 'cv.pdf', coverLetter: 'Hello' },
          headers: keyed(),
        }),
      ),
      ok: [201],
      retryOk: [201, 409],
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM applications WHERE candidate_id = ?', candidate.id)).toBe(1);
        expect((await emailsTo(candidate.email)).filter((m) => m.kind === 'application_received')).toHaveLength(1);
      },
    };
  },
  withdraw: async () => {
    const { candidate, applicationId } = await applied();
    return {
      act: send(
        request(`/api/candidate/applications/${applicationId}/withdraw`, {
          token: candidate.token,
          body: { reason: 'Took another offer' },
        }),
      ),
      ok: [200],
      retryOk: [200, 409],
      once: async () => expect(await eventsTo(applicationId, 'withdrawn')).toBe(1),
    };
  },
  'single move': async () => {
    const { recruiter, candidate, applicationId } = await applied();
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/status`, {
          method: 'PUT',
          token: recruiter.token,
          body: { status: 'screening' },
        }),
      ),
      ok: [200],
      retryOk: [200, 409],
      once: async () => {
        expect(await eventsTo(applicationId, 'screening')).toBe(1);
        expect((await notificationsOf(candidate.id)).filter((n) => n.kind === 'application_status')).toHaveLength(1);
      },
    };
  },
  'bulk move': async () => {
    const first = await applied();
    const candidate = await createUser('candidate');
    await must(request('/api/candidate/resumes', { token: candidate.token, form: resumeForm }), 201);
    const second = await must(
      request(`/api/candidate/jobs/${first.jobId}/apply`, {
        token: candidate.token,
        body: { resumeName: 'cv.pdf', coverLetter: '' },
      }),
      201,
    );
    const ids = [first.applicationId, second.id as string];
    return {
      act: send(
        request('/api/recruiter/applications/bulk-status', {
          token: first.recruiter.token,
          body: { ids, status: 'interview' },
        }),
      ),
      ok: [200],
      retryOk: [200, 409],
      once: async () => {
        for (const id of ids) expect(await eventsTo(id, 'interview')).toBe(1);
      },
    };
  },
  'job publish': async () => {
    const recruiter = await createRecruiter('Acme Talent');
    return {
      act: send(request('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB, headers: keyed() })),
      ok: [201],
      once: async () =>
        expect(await count('SELECT COUNT(*) AS n FROM jobs WHERE recruiter_id = ?', recruiter.id)).toBe(1),
    };
  },
  'job edit': async () => {
    const { recruiter, jobId } = await openJob();
    return {
      act: send(
        request(`/api/recruiter/jobs/${jobId}`, {
          method: 'PUT',
          token: recruiter.token,
          body: { ...SAMPLE_JOB, title: 'Staff Backend Engineer' },
        }),
      ),
      ok: [200],
      once: async () =>
        expect(
          await count("SELECT COUNT(*) AS n FROM jobs WHERE id = ? AND title = 'Staff Backend Engineer'", jobId),
        ).toBe(1),
    };
  },
  'job close': async () => {
    const { recruiter, jobId } = await applied();
    return {
      act: send(request(`/api/recruiter/jobs/${jobId}`, { method: 'DELETE', token: recruiter.token })),
      ok: [200],
      once: async () =>
        expect(await count("SELECT COUNT(*) AS n FROM jobs WHERE id = ? AND status = 'closed'", jobId)).toBe(1),
    };
  },
  'targeted send': async () => {
    const { recruiter, jobId } = await openJob();
    const candidate = await createUser('candidate');
    await env.DB.prepare(
      "INSERT INTO candidate_profiles (user_id, headline, skills, accepts_targeted_jobs) VALUES (?, 'Backend Engineer', '[\"TypeScript\"]', 1)",
    )
      .bind(candidate.id)
      .run();
    return {
      act: send(
        request('/api/recruiter/targeted/send', {
          token: recruiter.token,
          body: { jobId, candidateIds: [candidate.id] },
          headers: keyed(),
        }),
      ),
      ok: [200],
      retried: (answer) =>
        expect(answer.body.results, answer.text).toEqual([
          { candidateId: candidate.id, outcome: 'sent', conversationId: expect.any(String) },
        ]),
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM targeted_sends WHERE candidate_id = ?', candidate.id)).toBe(1);
        expect(
          await count(
            'SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.candidate_id = ?',
            candidate.id,
          ),
        ).toBe(1);
        expect((await notificationsOf(candidate.id)).filter((n) => n.kind === 'job_sent')).toHaveLength(1);
        expect((await emailsTo(candidate.email)).length).toBeLessThanOrEqual(1);
      },
    };
  },
  'message send': async () => {
    const { recruiter, candidate, applicationId } = await applied();
    const conversation = await must(request('/api/messages', { token: recruiter.token, body: { applicationId } }), 201);
    const id = conversation.conversation.id as string;
    return {
      act: send(
        request(`/api/messages/${id}/messages`, {
          token: recruiter.token,
          body: { body: 'Free for a call on Tuesday?' },
          headers: keyed(),
        }),
      ),
      ok: [201],
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?', id)).toBe(1);
        expect(await count('SELECT last_seq AS n FROM conversations WHERE id = ?', id)).toBe(1);
        // Announced once: one notification and one email to the candidate, nothing left to deliver.
        expect((await notificationsOf(candidate.id)).filter((n) => n.kind === 'message')).toHaveLength(1);
        expect((await emailsTo(candidate.email)).filter((m) => m.kind === 'new_message')).toHaveLength(1);
        expect(await count('SELECT COUNT(*) AS n FROM notice_intents')).toBe(0);
      },
    };
  },
  'report action': async () => {
    const { recruiter, jobId } = await openJob();
    const reporter = await createUser('candidate');
    const admin = await createUser('admin');
    const report = await must(
      request('/api/reports', {
        token: reporter.token,
        body: { targetType: 'job', targetId: jobId, reason: 'scam', details: 'Asks for a fee' },
      }),
      201,
    );
    return {
      act: send(
        request(`/api/admin/reports/${report.id}/action`, {
          method: 'PUT',
          token: admin.token,
          body: { action: 'remove_job', note: 'Fee scam' },
        }),
      ),
      ok: [200],
      retryOk: [200, 409],
      once: async () => {
        expect(await count("SELECT COUNT(*) AS n FROM reports WHERE id = ? AND status <> 'open'", report.id)).toBe(1);
        expect(await count('SELECT COUNT(*) AS n FROM jobs WHERE id = ? AND removed_at IS NOT NULL', jobId)).toBe(1);
        expect((await notificationsOf(recruiter.id)).length).toBeLessThanOrEqual(1);
      },
    };
  },
  'interview propose': async () => {
    const { recruiter, candidate, applicationId } = await at('interview');
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/interview`, {
          token: recruiter.token,
          body: { slots: [slot(3), slot(4)], timeZone: 'UTC', durationMinutes: 45 },
          headers: keyed(),
        }),
      ),
      ok: [201],
      retried: (answer) => expect(answer.body.interview, answer.text).toMatchObject({ state: 'proposed' }),
      once: async () => {
        expect(await interviewEvents(applicationId, 'proposed')).toBe(1);
        expect(await interviewNotices(candidate.id)).toBe(1);
        expect(await interviewMails(candidate.email)).toBe(1);
        await noIntentsLeft();
      },
    };
  },
  'interview pick': async () => {
    const { recruiter, candidate, applicationId, slots } = await proposed();
    return {
      act: send(
        request(`/api/candidate/applications/${applicationId}/interview/pick`, {
          token: candidate.token,
          body: { start: slots[1] },
          headers: keyed(),
        }),
      ),
      ok: [201],
      retried: (answer) =>
        expect(answer.body.interview, answer.text).toMatchObject({ state: 'scheduled', start: slots[1] }),
      once: async () => {
        expect(await interviewEvents(applicationId, 'picked')).toBe(1);
        expect(await interviewNotices(recruiter.id)).toBe(1);
        // The proposal's email, then the booking's, with its calendar event for both sides.
        expect(await interviewMails(candidate.email)).toBe(2);
        expect(await interviewMails(recruiter.email)).toBe(1);
        await noIntentsLeft();
      },
    };
  },
  'interview request': async () => {
    const { recruiter, candidate, applicationId } = await proposed();
    return {
      act: send(
        request(`/api/candidate/applications/${applicationId}/interview/request`, {
          token: candidate.token,
          body: { note: 'Mornings suit me better' },
          headers: keyed(),
        }),
      ),
      ok: [201],
      retried: (answer) =>
        expect(answer.body.interview, answer.text).toMatchObject({ request: { note: 'Mornings suit me better' } }),
      once: async () => {
        expect(await interviewEvents(applicationId, 'requested')).toBe(1);
        expect(await interviewNotices(recruiter.id)).toBe(1);
        // The candidate has the proposal's email only; the organizer the request's.
        expect(await interviewMails(candidate.email)).toBe(1);
        expect(await interviewMails(recruiter.email)).toBe(1);
        await noIntentsLeft();
      },
    };
  },
  'interview cancel': async () => {
    const { recruiter, candidate, applicationId } = await proposed();
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/interview/cancel`, {
          method: 'POST',
          token: recruiter.token,
          headers: keyed(),
        }),
      ),
      ok: [200],
      retried: (answer) => expect(answer.body.interview, answer.text).toMatchObject({ state: 'cancelled' }),
      once: async () => {
        expect(await interviewEvents(applicationId, 'cancelled')).toBe(1);
        expect(await interviewNotices(candidate.id)).toBe(2);
        expect(await interviewMails(candidate.email)).toBe(2);
        await noIntentsLeft();
      },
    };
  },
  'panel add': async () => {
    const { recruiter, applicationId } = await proposed();
    const colleague = await addRecruiterTo(recruiter.companyId);
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/panel`, {
          token: recruiter.token,
          body: { memberId: colleague.id },
          headers: keyed(),
        }),
      ),
      ok: [201],
      // A retry of an add that landed finds the colleague on the panel already.
      retryOk: [201, 409],
      once: async () => {
        expect(
          await count(
            'SELECT COUNT(*) AS n FROM interview_panelists WHERE application_id = ? AND user_id = ?',
            applicationId,
            colleague.id,
          ),
        ).toBe(1);
        expect((await notificationsOf(colleague.id)).filter((n) => n.kind === 'interview_panel')).toHaveLength(1);
        await noIntentsLeft();
      },
    };
  },
  'scorecard submit': async () => {
    const { recruiter, applicationId, jobId } = await proposed();
    const attributes = ['Craft', 'Communication', 'Ownership'].map((name, i) => ({ id: `a${i}`, name }));
    await must(
      request(`/api/recruiter/jobs/${jobId}/scorecard`, {
        method: 'PUT',
        token: recruiter.token,
        body: { attributes },
      }),
      200,
    );
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/scorecards`, {
          token: recruiter.token,
          body: { ratings: attributes.map((a) => ({ attributeId: a.id, rating: 3 })), recommendation: 'yes' },
          headers: keyed(),
        }),
      ),
      ok: [201],
      retried: (answer) => expect(answer.body.scorecards, answer.text).toHaveLength(1),
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM scorecards WHERE application_id = ?', applicationId)).toBe(1);
        expect(
          await count(
            "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'scorecard_submitted' AND target_id = ?",
            applicationId,
          ),
        ).toBe(1);
      },
    };
  },
  'scorecard reminder': async () => {
    const { recruiter, applicationId } = await proposed();
    // Booked for a day and an hour ago: the cron owes its organiser a reminder.
    await env.DB.prepare("UPDATE interviews SET state = 'scheduled', start_at = ? WHERE application_id = ?")
      .bind(new Date(Date.now() - 25 * 3_600_000).toISOString(), applicationId)
      .run();
    return {
      act: async (bindings) => {
        await scheduled(createScheduledController({ scheduledTime: new Date(), cron: '0 * * * *' }), bindings).catch(
          () => undefined,
        );
        await deliverWaiting(bindings);
        return null;
      },
      ok: [],
      once: async () => {
        expect((await notificationsOf(recruiter.id)).filter((n) => n.kind === 'scorecard_reminder')).toHaveLength(1);
        await noIntentsLeft();
      },
    };
  },
  'offer letter upload': async () => {
    const { recruiter, applicationId } = await at('offer');
    await must(
      request(`/api/recruiter/applications/${applicationId}/offer`, {
        method: 'PUT',
        token: recruiter.token,
        body: { text: 'Base 18 LPA, start 1 January.' },
      }),
      200,
    );
    const letter = () => {
      const form = new FormData();
      form.append('file', new File([samplePdf(['Offer letter'])], 'offer.pdf', { type: 'application/pdf' }));
      return form;
    };
    return {
      act: send(
        request(`/api/recruiter/applications/${applicationId}/offer/file`, {
          method: 'PUT',
          token: recruiter.token,
          form: letter,
          headers: keyed(),
        }),
      ),
      ok: [200],
      retried: (answer) => expect(answer.body.offer, answer.text).toMatchObject({ fileName: 'offer.pdf' }),
      once: async () => {
        const row = await env.DB.prepare('SELECT file_key, file_name FROM application_offers WHERE application_id = ?')
          .bind(applicationId)
          .first<{ file_key: string; file_name: string }>();
        expect(row?.file_name).toBe('offer.pdf');
        expect(await env.FILES.head(row!.file_key)).not.toBeNull();
        // Under its key, a retry writes the same object: nothing else is made.
        expect((await env.FILES.list({ prefix: `offers/${applicationId}/` })).objects.map((o) => o.key)).toEqual([
          row!.file_key,
        ]);
      },
    };
  },
  'account deletion': async () => {
    const { candidate, applicationId } = await applied();
    // A password account, confirming with its password.
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?')
      .bind(await hashPassword('Delete-Me-1', real.PASSWORD_PEPPER), candidate.id)
      .run();
    return {
      act: send(
        request('/api/candidate/account', {
          method: 'DELETE',
          token: candidate.token,
          body: { password: 'Delete-Me-1' },
        }),
      ),
      ok: [200],
      retryOk: [200, 401],
      once: async () => {
        expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidate.id)).toBe(0);
        expect(
          await count(
            "SELECT COUNT(*) AS n FROM applications WHERE id = ? AND status = 'withdrawn' AND resume_r2_key = ''",
            applicationId,
          ),
        ).toBe(1);
        expect(await eventsTo(applicationId, 'withdrawn')).toBe(1);
        expect((await env.FILES.list({ prefix: `resumes/${candidate.id}/` })).objects).toEqual([]);
        expect((await emailsTo(candidate.email)).filter((m) => m.kind === 'account_deleted')).toHaveLength(1);
      },
    };
  },
  'alert delivery': async () => {
    const candidate = await createUser('candidate');
    await must(
      request('/api/candidate/alerts', {
        token: candidate.token,
        body: { name: 'Backend', keywords: 'TypeScript', frequency: 'daily' },
      }),
      201,
    );
    await openJob();
    return {
      act: async (bindings) => {
        await scheduled(createScheduledController({ scheduledTime: new Date(), cron: '0 * * * *' }), bindings).catch(
          () => undefined,
        );
        await deliverWaiting(bindings);
        return null;
      },
      ok: [],
      once: async () =>
        expect((await emailsTo(candidate.email)).filter((m) => m.kind === 'alert_digest')).toHaveLength(1),
    };
  },
} satisfies Record<string, () => Promise<World>>;

export type PathName = keyof typeof PATHS;
export const MODES: FaultMode[] = ['throw', 'timeout'];
/** No path makes this many calls; reaching it means the loop never saw a run without a fault. */
const MAX_CALLS = 120;

/**
 * Runs the path with its Nth call failing, for N = 1, 2, 3… until a run makes fewer than N calls
 * (it completed with no fault): after each failure the answer is a clean JSON 5xx (or the success,
 * when the fault hit work after the answer), the invariants hold, a retry completes, and its effect
 * happened exactly once. Prints every failure point it exercised.
 */
export async function exercise(name: PathName, mode: FaultMode) {
  const setup: () => Promise<World> = PATHS[name];
  const exercised: string[] = [];
  for (let n = 1; n <= MAX_CALLS; n++) {
    const world = await setup();
    const faults = new Faults(n, mode);
    const answer = await world.act(faultyEnv(faults));
    const label = `${name}, ${mode} at ${faults.fired ?? `call ${n}`}`;
    if (!faults.fired) {
      if (answer) ok(answer, world.ok, label);
      await hourly();
      await world.once();
      await expectInvariants(label);
      console.info(
        `[faults] ${name} (${mode}): completed in ${faults.calls.length} calls; failure points exercised: ${exercised.join(', ')}`,
      );
      expect(exercised.length).toBe(faults.calls.length);
      return exercised;
    }
    if (answer && answer.status >= 500) expectCleanFailure(answer, label);
    else if (answer) ok(answer, world.ok, label); // the fault hit work after the answer
    await expectInvariants(label);
    const retry = await world.act(real);
    if (retry) ok(retry, world.retryOk ?? world.ok, `${label}, retry`);
    if (retry) world.retried?.(retry);
    await hourly();
    await world.once();
    exercised.push(`${faults.fired}→${answer ? answer.status : 'cron'}`);
  }
  throw new Error(`${name}: still failing after ${MAX_CALLS} calls`);
}
