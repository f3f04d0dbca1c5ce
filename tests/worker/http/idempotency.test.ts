import { createScheduledController, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { IDEMPOTENCY_HEADER, MESSAGES } from '../../../src/contract';
import { REPLAYED_HEADER } from '../../../worker/http/idempotency';
import worker from '../entry';
import {
  addRecruiterTo,
  api,
  apply,
  createRecruiter,
  createUser,
  insertApplication,
  insertJob,
  ORIGIN,
  SAMPLE_JOB,
  samplePdf,
  scene,
  uploadResume,
} from '../helpers';

/** One answer as the test compares it: status and the parsed JSON body. */
interface Answer {
  status: number;
  json: any;
  replayed: boolean;
}

/**
 * A POST that creates something: `send(variant, key)` sends it (variant 0 and 1 are two different
 * requests), `count()` counts what it creates.
 */
interface Keyed {
  send: (variant: 0 | 1, key?: string) => Promise<Answer>;
  count: () => Promise<number>;
  /** The status of a first success. */
  created: number;
  /** What identifies the thing an answer returns. */
  idOf: (json: any) => unknown;
}

const keyed = (key?: string): Record<string, string> => (key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key });
const answer = (res: Awaited<ReturnType<typeof api>>): Answer => ({
  status: res.status,
  json: res.json,
  replayed: res.headers.get(REPLAYED_HEADER) === 'true',
});
const countOf = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** Each keyed route of the API (as its OpenAPI operation), set up from scratch for one test. */
const CASES: Record<string, () => Promise<Keyed>> = {
  'POST /candidate/jobs/{id}/apply': async () => {
    const { candidate, recruiter } = await scene();
    const jobId = (await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB })).json.id as string;
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/candidate/jobs/${jobId}/apply`, {
            token: candidate.token,
            headers: keyed(key),
            body: { resumeName: 'cv.pdf', coverLetter: variant === 0 ? 'Hello' : 'Hello again' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM applications WHERE candidate_id = ?', candidate.id),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /candidate/resumes': async () => {
    const candidate = await createUser('candidate');
    return {
      // A new FormData each time: a new multipart boundary, the same parts.
      send: async (variant, key) => {
        const form = new FormData();
        form.append(
          'file',
          new File([samplePdf(variant === 0 ? undefined : ['Another resume', 'Skills: Go'])], 'cv.pdf', {
            type: 'application/pdf',
          }),
        );
        const res = await SELF.fetch(`${ORIGIN}/api/candidate/resumes`, {
          method: 'POST',
          headers: { Origin: ORIGIN, Authorization: `Bearer ${candidate.token}`, ...keyed(key) },
          body: form,
        });
        return { status: res.status, json: await res.json(), replayed: res.headers.get(REPLAYED_HEADER) === 'true' };
      },
      count: () => countOf('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', candidate.id),
      created: 201,
      idOf: (json) => [json.name, json.uploadedAt],
    };
  },
  'POST /messages/{id}/messages': async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    const id = (await api('/api/messages', { token: recruiter.token, body: { applicationId } })).json.conversation
      .id as string;
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/messages/${id}/messages`, {
            token: recruiter.token,
            headers: keyed(key),
            body: { body: variant === 0 ? 'Free for a call?' : 'Free on Tuesday?' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?', id),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /messages': async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/messages', {
            token: recruiter.token,
            headers: keyed(key),
            body: { applicationId, body: variant === 0 ? 'Hi' : 'Hello' },
          }),
        ),
      count: () =>
        countOf(
          'SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.candidate_id = ?',
          candidate.id,
        ),
      created: 201,
      idOf: (json) => json.conversation.id,
    };
  },
  'POST /recruiter/targeted/send': async () => {
    const recruiter = await createRecruiter('Acme Talent');
    const jobId = (await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB })).json.id as string;
    const people = await Promise.all([0, 1].map(() => createUser('candidate')));
    for (const p of people) {
      await env.DB.prepare(
        "INSERT INTO candidate_profiles (user_id, headline, skills, accepts_targeted_jobs) VALUES (?, 'Backend Engineer', '[\"TypeScript\"]', 1)",
      )
        .bind(p.id)
        .run();
    }
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/recruiter/targeted/send', {
            token: recruiter.token,
            headers: keyed(key),
            body: { jobId, candidateIds: [people[0]!.id], note: variant === 0 ? '' : 'A good fit' },
          }),
        ),
      count: () =>
        countOf(
          'SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.candidate_id = ?',
          people[0]!.id,
        ),
      created: 200,
      idOf: (json) =>
        json.results.map((r: { outcome: string; conversationId: string | null }) => [r.outcome, r.conversationId]),
    };
  },
  'POST /reports': async () => {
    const reporter = await createUser('candidate');
    const { recruiter } = await scene();
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/reports', {
            token: reporter.token,
            headers: keyed(key),
            body: { targetType: 'user', targetId: recruiter.id, reason: variant === 0 ? 'spam' : 'scam' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ?', reporter.id),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /recruiter/jobs': async () => {
    const recruiter = await createRecruiter('Acme Talent');
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/recruiter/jobs', {
            token: recruiter.token,
            headers: keyed(key),
            body: { ...SAMPLE_JOB, title: variant === 0 ? SAMPLE_JOB.title : 'Staff Engineer' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM jobs WHERE recruiter_id = ?', recruiter.id),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /candidate/alerts': async () => {
    const candidate = await createUser('candidate');
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/candidate/alerts', {
            token: candidate.token,
            headers: keyed(key),
            body: { name: 'Backend', keywords: variant === 0 ? 'typescript' : 'go' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', candidate.id),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /recruiter/team/invites': async () => {
    const owner = await createRecruiter('Teamwork Ltd');
    const email = `colleague-${crypto.randomUUID().slice(0, 8)}@example.com`;
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/recruiter/team/invites', {
            token: owner.token,
            headers: keyed(key),
            body: { email: variant === 0 ? email : `other-${email}` },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM company_invites WHERE inviter_id = ?', owner.id),
      created: 201,
      idOf: (json) => json.invite.id,
    };
  },
  'POST /recruiter/applications/{id}/notes': async () => {
    const { recruiter, candidate, jobId } = await scene();
    const applicationId = await insertApplication(jobId, candidate.id);
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/recruiter/applications/${applicationId}/notes`, {
            token: recruiter.token,
            headers: keyed(key),
            body: { body: variant === 0 ? 'Strong on SQL' : 'Weak on SQL' },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM application_notes WHERE application_id = ?', applicationId),
      created: 201,
      idOf: (json) => json.notes.map((n: { id: string }) => n.id),
    };
  },
  'POST /recruiter/templates': async () => {
    const recruiter = await createRecruiter('Templates Ltd');
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/recruiter/templates', {
            token: recruiter.token,
            headers: keyed(key),
            body: {
              kind: 'rejection',
              name: variant === 0 ? 'Polite no' : 'Kind no',
              body: 'Thank you, {candidateFirstName}.',
            },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM message_templates WHERE company_id = ?', recruiter.companyId),
      created: 201,
      idOf: (json) => json.id,
    };
  },
  'POST /recruiter/applications/bulk-message': async () => {
    const recruiter = await createRecruiter('Bulk Message Ltd');
    const { id } = await apply(await insertJob(recruiter));
    return {
      send: async (variant, key) =>
        answer(
          await api('/api/recruiter/applications/bulk-message', {
            token: recruiter.token,
            headers: keyed(key),
            body: { ids: [id], body: variant === 0 ? 'Hello {candidateFirstName}' : 'Hi {candidateFirstName}' },
          }),
        ),
      count: () =>
        countOf(
          'SELECT COUNT(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.application_id = ?',
          id,
        ),
      created: 201,
      idOf: (json) => json.sent,
    };
  },
  'POST /recruiter/applications/{id}/panel': async () => {
    const { recruiter, appId } = await panelScene();
    const [ravi, sita] = [await addRecruiterTo(recruiter.companyId), await addRecruiterTo(recruiter.companyId)];
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/recruiter/applications/${appId}/panel`, {
            token: recruiter.token,
            headers: keyed(key),
            body: { memberId: variant === 0 ? ravi.id : sita.id },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM interview_panelists WHERE application_id = ?', appId),
      created: 201,
      idOf: (json) => json,
    };
  },
  'POST /recruiter/applications/{id}/scorecards': async () => {
    const { recruiter, appId } = await panelScene();
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/recruiter/applications/${appId}/scorecards`, {
            token: recruiter.token,
            headers: keyed(key),
            body: {
              ratings: ['depth', 'clarity', 'craft'].map((attributeId) => ({ attributeId, rating: 3, note: '' })),
              recommendation: variant === 0 ? 'yes' : 'strong_yes',
            },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM scorecards WHERE application_id = ?', appId),
      created: 201,
      idOf: (json) => json,
    };
  },
  'POST /recruiter/applications/{id}/interview': async () => {
    const { recruiter, appId } = await atInterview();
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/recruiter/applications/${appId}/interview`, {
            token: recruiter.token,
            headers: keyed(key),
            body: { slots: [slot(3 + variant)], timeZone: 'UTC', durationMinutes: 45 },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM interview_events WHERE application_id = ?', appId),
      created: 201,
      idOf: (json) => [json.interview.slots, json.interview.updatedAt, json.history.length],
    };
  },
  'POST /candidate/applications/{id}/interview/pick': async () => {
    const { recruiter, candidate, appId } = await atInterview();
    const slots = (
      await api(`/api/recruiter/applications/${appId}/interview`, {
        token: recruiter.token,
        body: { slots: [slot(3), slot(4)], timeZone: 'UTC', durationMinutes: 45 },
      })
    ).json.interview.slots as string[];
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/candidate/applications/${appId}/interview/pick`, {
            token: candidate.token,
            headers: keyed(key),
            body: { start: slots[variant] },
          }),
        ),
      count: () => countOf('SELECT COUNT(*) AS n FROM interview_events WHERE application_id = ?', appId),
      created: 201,
      idOf: (json) => [json.interview.start, json.interview.updatedAt, json.history.length],
    };
  },
  'POST /candidate/applications/{id}/interview/request': async () => {
    const { recruiter, candidate, appId } = await atInterview();
    await api(`/api/recruiter/applications/${appId}/interview`, {
      token: recruiter.token,
      body: { slots: [slot(3)], timeZone: 'UTC', durationMinutes: 45 },
    });
    return {
      send: async (variant, key) =>
        answer(
          await api(`/api/candidate/applications/${appId}/interview/request`, {
            token: candidate.token,
            headers: keyed(key),
            body: { note: variant === 0 ? 'Mornings suit me better.' : 'Any afternoon next week.' },
          }),
        ),
      count: () =>
        countOf("SELECT COUNT(*) AS n FROM interview_events WHERE application_id = ? AND kind = 'requested'", appId),
      created: 201,
      idOf: (json) => [json.interview.request, json.interview.updatedAt, json.history.length],
    };
  },
  'POST /recruiter/applications/{id}/interview/cancel': async () => {
    const { recruiter, jobId, appId } = await atInterview();
    const { id: otherId } = await apply(jobId, { status: 'interview' });
    for (const id of [appId, otherId])
      await api(`/api/recruiter/applications/${id}/interview`, {
        token: recruiter.token,
        body: { slots: [slot(3)], timeZone: 'UTC', durationMinutes: 45 },
      });
    return {
      // The other variant cancels another application's interview: another path under the same key.
      send: async (variant, key) =>
        answer(
          await api(`/api/recruiter/applications/${variant === 0 ? appId : otherId}/interview/cancel`, {
            method: 'POST',
            token: recruiter.token,
            headers: keyed(key),
          }),
        ),
      count: () =>
        countOf(
          "SELECT COUNT(*) AS n FROM interview_events WHERE application_id IN (?, ?) AND kind = 'cancelled'",
          appId,
          otherId,
        ),
      created: 200,
      idOf: (json) => [json.interview.state, json.interview.updatedAt, json.history.length],
    };
  },
  'PUT /recruiter/applications/{id}/offer/file': async () => {
    const recruiter = await createRecruiter('Offer Co');
    const { id: appId } = await apply(await insertJob(recruiter), { status: 'offer' });
    expect(
      (
        await api(`/api/recruiter/applications/${appId}/offer`, {
          method: 'PUT',
          token: recruiter.token,
          body: { text: 'Base 18 LPA.' },
        })
      ).status,
    ).toBe(200);
    return {
      send: async (variant, key) => {
        const form = new FormData();
        form.append(
          'file',
          new File([samplePdf([variant === 0 ? 'Offer letter' : 'Revised offer letter'])], 'offer.pdf', {
            type: 'application/pdf',
          }),
        );
        const res = await SELF.fetch(`${ORIGIN}/api/recruiter/applications/${appId}/offer/file`, {
          method: 'PUT',
          headers: { Origin: ORIGIN, Authorization: `Bearer ${recruiter.token}`, ...keyed(key) },
          body: form,
        });
        return { status: res.status, json: await res.json(), replayed: res.headers.get(REPLAYED_HEADER) === 'true' };
      },
      // Every upload is an R2 object; the row points at one of them.
      count: async () => (await env.FILES.list({ prefix: `offers/${appId}/` })).objects.length,
      created: 200,
      idOf: (json) => json.offer,
    };
  },
};

/** A wall-clock time (UTC) `days` ahead at 10:00, as the interview form sends it. */
const slot = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

/** A job with a three-attribute scorecard, an application at Interview and its proposed interview. */
async function panelScene() {
  const { recruiter, appId, jobId } = await atInterview();
  const attributes = ['depth', 'clarity', 'craft'].map((id) => ({ id, name: `Attribute ${id}`, description: '' }));
  const scorecard = await api(`/api/recruiter/jobs/${jobId}/scorecard`, {
    method: 'PUT',
    token: recruiter.token,
    body: { attributes },
  });
  expect(scorecard.status).toBe(200);
  const slot = `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T10:00`;
  const proposed = await api(`/api/recruiter/applications/${appId}/interview`, {
    token: recruiter.token,
    body: { slots: [slot], timeZone: 'Asia/Kolkata', durationMinutes: 45, details: '' },
  });
  expect(proposed.status).toBe(201);
  return { recruiter, appId };
}

async function atInterview() {
  const recruiter = await createRecruiter('Slot Co');
  const jobId = await insertJob(recruiter);
  const { id, candidate } = await apply(jobId, { status: 'interview' });
  return { recruiter, candidate, jobId, appId: id as string };
}

describe.each(Object.entries(CASES))('Idempotency-Key on %s', (_name, setup) => {
  it('a retry after a lost answer (the key claimed, no answer kept) returns the same thing and creates nothing new', async () => {
    const c = await setup();
    const key = crypto.randomUUID();
    const first = await c.send(0, key);
    expect(first.status, JSON.stringify(first.json)).toBe(c.created);
    const made = await c.count();
    // The write committed but its answer never reached the client nor the key: a failure after the
    // write gave the key back (or its claim went stale), and the client retries under it.
    await env.DB.prepare(
      'UPDATE idempotency_keys SET status = NULL, content_type = NULL, body = NULL, claimed_at = ? WHERE key = ?',
    )
      .bind(Date.now() - 3 * 60 * 1000, key)
      .run();
    const retry = await c.send(0, key);
    expect(retry.status, JSON.stringify(retry.json)).toBe(c.created);
    expect(c.idOf(retry.json)).toEqual(c.idOf(first.json));
    expect(await c.count()).toBe(made);
  }, 20_000);

  it('a repeat under the same key answers the first answer and creates nothing new', async () => {
    const post = await setup();
    const before = await post.count();
    const key = crypto.randomUUID();
    const first = await post.send(0, key);
    expect(first.status).toBe(post.created);
    expect(first.replayed).toBe(false);
    const again = await post.send(0, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await post.count()).toBe(before + 1);
  });

  it('a different request under the same key answers 422 and creates nothing', async () => {
    const post = await setup();
    const key = crypto.randomUUID();
    expect((await post.send(0, key)).status).toBe(post.created);
    const before = await post.count();
    const other = await post.send(1, key);
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(MESSAGES.idempotencyKeyReused);
    expect(await post.count()).toBe(before);
  });

  it('two identical requests at once create one thing and both get its answer', async () => {
    const post = await setup();
    const before = await post.count();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([post.send(0, key), post.send(0, key)]);
    expect(await post.count()).toBe(before + 1);
    expect(a.status).toBe(post.created);
    expect(b.status).toBe(post.created);
    expect(a.json).toEqual(b.json);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
  });
});

describe('the keyed routes', () => {
  it("each has its cases above: the list is the API document's keyed operations, so a new one cannot be missed", async () => {
    const doc = (await (await SELF.fetch(`${ORIGIN}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const keyedRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) =>
          op.parameters?.some((p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase()),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyedRoutes.length).toBeGreaterThan(10);
    expect(Object.keys(CASES).sort()).toEqual(keyedRoutes.sort());
  });
});

describe('Idempotency-Key rules', () => {
  it('keys are per user: another user under the same key creates their own', async () => {
    const [a, b] = [await createUser('candidate'), await createUser('candidate')];
    const key = crypto.randomUUID();
    const body = { name: 'Backend', keywords: 'typescript' };
    const first = await api('/api/candidate/alerts', { token: a.token, headers: keyed(key), body });
    const second = await api('/api/candidate/alerts', { token: b.token, headers: keyed(key), body });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json.id).not.toBe(first.json.id);
    expect(second.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('the same key on another route answers 422', async () => {
    const candidate = await createUser('candidate');
    const { recruiter } = await scene();
    const key = crypto.randomUUID();
    expect(
      (
        await api('/api/candidate/alerts', {
          token: candidate.token,
          headers: keyed(key),
          body: { name: 'Backend', keywords: 'go' },
        })
      ).status,
    ).toBe(201);
    const report = await api('/api/reports', {
      token: candidate.token,
      headers: keyed(key),
      body: { targetType: 'user', targetId: recruiter.id, reason: 'spam' },
    });
    expect(report.status).toBe(422);
    expect(await countOf('SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ?', candidate.id)).toBe(0);
  });

  it('JSON bodies compare as values: the same fields in another order are the same request', async () => {
    const candidate = await createUser('candidate');
    const key = crypto.randomUUID();
    const first = await api('/api/candidate/alerts', {
      token: candidate.token,
      headers: keyed(key),
      body: { name: 'Backend', keywords: 'go' },
    });
    const again = await api('/api/candidate/alerts', {
      token: candidate.token,
      headers: keyed(key),
      body: { keywords: 'go', name: 'Backend' },
    });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await countOf('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', candidate.id)).toBe(1);
  });

  it('a malformed key answers 400 and creates nothing', async () => {
    const candidate = await createUser('candidate');
    for (const key of ['', 'has space', 'x'.repeat(256), 'tab\there']) {
      const res = await api('/api/candidate/alerts', {
        token: candidate.token,
        headers: keyed(key),
        body: { name: 'Backend', keywords: 'go' },
      });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.json.message).toBe(MESSAGES.idempotencyKeyInvalid);
    }
    expect(await countOf('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', candidate.id)).toBe(0);
  });

  it('without a key every request runs (the header is optional)', async () => {
    const candidate = await createUser('candidate');
    for (let i = 0; i < 2; i++)
      expect(
        (await api('/api/candidate/alerts', { token: candidate.token, body: { name: 'Backend', keywords: 'go' } }))
          .status,
      ).toBe(201);
    expect(await countOf('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', candidate.id)).toBe(2);
  });

  it('after 24 hours a key runs afresh, and the cron sweeps keys past their 24 hours', async () => {
    const candidate = await createUser('candidate');
    const key = crypto.randomUUID();
    const body = { name: 'Backend', keywords: 'go' };
    expect((await api('/api/candidate/alerts', { token: candidate.token, headers: keyed(key), body })).status).toBe(
      201,
    );
    const row = await env.DB.prepare(
      'SELECT claimed_at, expires_at FROM idempotency_keys WHERE user_id = ? AND key = ?',
    )
      .bind(candidate.id, key)
      .first<{ claimed_at: number; expires_at: number }>();
    expect(row!.expires_at - row!.claimed_at).toBe(24 * 60 * 60 * 1000);
    await env.DB.prepare('UPDATE idempotency_keys SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1, candidate.id)
      .run();
    const later = await api('/api/candidate/alerts', {
      token: candidate.token,
      headers: keyed(key),
      body: { ...body, keywords: 'rust' },
    });
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(later.json.keywords).toBe('rust');
    expect(await countOf('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?', candidate.id)).toBe(2);

    await env.DB.prepare('UPDATE idempotency_keys SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1, candidate.id)
      .run();
    const fresh = await createUser('candidate');
    expect((await api('/api/candidate/alerts', { token: fresh.token, headers: keyed(key), body })).status).toBe(201);
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '0 * * * *' }), env);
    expect(await countOf('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?', candidate.id)).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?', fresh.id)).toBe(1);
  });

  it('a claim whose request never answered is taken over once stale; a fresh one makes the repeat wait, then 409', async () => {
    const candidate = await createUser('candidate');
    const key = crypto.randomUUID();
    const body = { name: 'Backend', keywords: 'go' };
    // A claim left by a request still running (or whose isolate died): no answer recorded.
    const claim = async (claimedAt: number) => {
      const first = await api('/api/candidate/alerts', { token: candidate.token, headers: keyed(key), body });
      await env.DB.prepare(
        'UPDATE idempotency_keys SET status = NULL, body = NULL, claimed_at = ? WHERE user_id = ? AND key = ?',
      )
        .bind(claimedAt, candidate.id, key)
        .run();
      return first;
    };
    await claim(Date.now());
    const waited = await api('/api/candidate/alerts', { token: candidate.token, headers: keyed(key), body });
    expect(waited.status).toBe(409);
    expect(waited.json.message).toBe(MESSAGES.idempotencyKeyInFlight);
    await env.DB.prepare('UPDATE idempotency_keys SET claimed_at = ? WHERE user_id = ? AND key = ?')
      .bind(Date.now() - 3 * 60 * 1000, candidate.id, key)
      .run();
    const takenOver = await api('/api/candidate/alerts', { token: candidate.token, headers: keyed(key), body });
    expect(takenOver.status).toBe(201);
    expect(takenOver.headers.get(REPLAYED_HEADER)).toBeNull();
  }, 20_000);
});
