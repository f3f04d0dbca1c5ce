import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import {
  applicationAlias,
  INTERVIEW_MESSAGES,
  INTERVIEW_REQUEST_NOTE_MAX,
  slotWords,
  utcToZonedTime,
} from '../../../src/contract';
import { addRecruiterTo, api, apply, createRecruiter, createUser, insertJob } from '../helpers';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
/** A wall-clock time in ZONE, `days` ahead at the given hour (rounded to the hour). */
const local = (days: number, hour = 10) =>
  `${utcToZonedTime(new Date(Date.now() + days * DAY).toISOString(), ZONE).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

async function atInterview(o: { blind?: boolean } = {}) {
  const recruiter = await createRecruiter('Slot Co');
  if (o.blind)
    await env.DB.prepare('UPDATE companies SET blind_review = 1 WHERE id = ?').bind(recruiter.companyId).run();
  const jobId = await insertJob(recruiter, { title: 'Data Analyst' });
  const candidate = await createUser('candidate', { fullName: 'Omar Candidate' });
  const { id } = await apply(jobId, { candidate, status: 'interview' });
  return { recruiter, candidate, jobId, appId: id as string };
}

const propose = (token: string, id: string, body: Record<string, unknown>, key?: string) =>
  api(`/api/recruiter/applications/${id}/interview`, {
    token,
    body: { timeZone: ZONE, durationMinutes: 45, ...body },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const pick = (token: string, id: string, start: string) =>
  api(`/api/candidate/applications/${id}/interview/pick`, { token, body: { start } });
const cancel = (token: string, id: string) =>
  api(`/api/recruiter/applications/${id}/interview/cancel`, { method: 'POST', token });
const move = (token: string, id: string, start: string) =>
  api(`/api/recruiter/applications/${id}/interview`, {
    method: 'PUT',
    token,
    body: { start, timeZone: ZONE, durationMinutes: 60 },
  });
const candidateView = (token: string, id: string) => api(`/api/candidate/applications/${id}/interview`, { token });
const recruiterView = (token: string, id: string) => api(`/api/recruiter/applications/${id}/interview`, { token });

async function mails(to: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text_body, html_body, attachments FROM email_outbox WHERE to_address = ? AND kind = 'interview' ORDER BY created_at, rowid",
  )
    .bind(to)
    .all<{
      subject: string;
      text_body: string;
      html_body: string;
      attachments: string;
    }>();
  return results.map((r) => ({
    ...r,
    files: JSON.parse(r.attachments) as { filename: string; contentType: string; content: string }[],
  }));
}
const field = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);
const notices = async (token: string) =>
  (await api('/api/notifications', { token })).json.notifications as { title: string; link: string | null }[];

describe('interview scheduling', () => {
  it('proposed times are picked by the candidate; both get the same event (.ics) and the history records it', async () => {
    const t = await atInterview();
    const proposed = await propose(t.recruiter.token, t.appId, {
      slots: [local(3, 10), local(4, 15)],
      details: 'Video call; link to follow',
    });
    expect(proposed.status).toBe(201);
    expect(proposed.json.interview).toMatchObject({
      state: 'proposed',
      timeZone: ZONE,
      durationMinutes: 45,
      sequence: 0,
    });
    // 10:00 in Kolkata is 04:30 UTC.
    const first = proposed.json.interview.slots[0] as string;
    expect(first).toMatch(/T04:30:00\.000Z$/);
    expect((await notices(t.candidate.token))[0]).toMatchObject({
      title: 'Pick a time for your interview: Data Analyst at Slot Co',
      link: `/dashboard/applied-jobs/${t.appId}`,
    });
    const invite = (await mails(t.candidate.email))[0]!;
    expect(invite.files).toEqual([]);

    const seen = await candidateView(t.candidate.token, t.appId);
    expect(seen.json.interview.slots).toEqual(proposed.json.interview.slots);
    const picked = await pick(t.candidate.token, t.appId, first);
    expect(picked.status).toBe(201);
    expect(picked.json.interview).toMatchObject({ state: 'scheduled', start: first });
    expect(picked.json.history.map((e: { kind: string; by: string }) => [e.kind, e.by])).toEqual([
      ['proposed', t.recruiter.fullName],
      ['picked', 'You'],
    ]);
    expect((await notices(t.recruiter.token))[0]!.title).toBe('Omar Candidate picked an interview time');

    const candidateMail = (await mails(t.candidate.email)).at(-1)!;
    const recruiterMail = (await mails(t.recruiter.email)).at(-1)!;
    expect(candidateMail.subject).toBe('Interview booked: Data Analyst at Slot Co');
    expect(candidateMail.text_body).toContain('10:00 India Standard Time');
    for (const m of [candidateMail, recruiterMail]) {
      expect(m.files).toHaveLength(1);
      expect(m.files[0]!.contentType).toBe('text/calendar; method=REQUEST');
      const ics = m.files[0]!.content;
      expect(field(ics, 'DTSTART')).toBe(first.replace(/[-:]/g, '').replace('.000', ''));
      expect(field(ics, 'SEQUENCE')).toBe('0');
      expect(field(ics, 'METHOD')).toBe('REQUEST');
    }
    expect(field(candidateMail.files[0]!.content, 'UID')).toBe(field(recruiterMail.files[0]!.content, 'UID'));
  });

  it('emails and notices write each reader’s time in their own zone, named as people say it', async () => {
    const t = await atInterview();
    const zone = (id: string, z: string) =>
      env.DB.prepare('UPDATE users SET time_zone = ? WHERE id = ?').bind(z, id).run();
    await zone(t.candidate.id, 'Europe/London');
    await zone(t.recruiter.id, 'America/New_York');
    const proposed = await propose(t.recruiter.token, t.appId, { slots: [local(3, 10)] });
    const first = proposed.json.interview.slots[0] as string;
    await pick(t.candidate.token, t.appId, first);
    const words = (z: string) => slotWords(first, z);
    expect((await mails(t.candidate.email)).at(-1)!.text_body).toContain(words('Europe/London'));
    expect((await mails(t.recruiter.email)).at(-1)!.text_body).toContain(words('America/New_York'));
    expect(words('Europe/London')).toMatch(/ (Greenwich Mean|British Summer) Time$/);
    expect(words('America/New_York')).toMatch(/ Eastern (Standard|Daylight) Time$/);
    const recruiterNotice = (await api('/api/notifications', { token: t.recruiter.token })).json.notifications[0];
    expect(recruiterNotice.body).toContain(words('America/New_York'));

    // A candidate with no zone of their own reads India's.
    await env.DB.prepare('UPDATE users SET time_zone = NULL WHERE id = ?').bind(t.candidate.id).run();
    await cancel(t.recruiter.token, t.appId);
    expect((await mails(t.candidate.email)).at(-1)!.text_body).toContain(words('Asia/Kolkata'));
  });

  it('moving a booked interview keeps the UID and raises SEQUENCE; cancelling sends METHOD:CANCEL', async () => {
    const t = await atInterview();
    const slots = (await propose(t.recruiter.token, t.appId, { slots: [local(5)] })).json.interview.slots as string[];
    await pick(t.candidate.token, t.appId, slots[0]!);
    const uid = field((await mails(t.candidate.email)).at(-1)!.files[0]!.content, 'UID');

    const colleague = await addRecruiterTo(t.recruiter.companyId);
    const moved = await move(colleague.token, t.appId, local(6, 14));
    expect(moved.status).toBe(200);
    expect(moved.json.interview).toMatchObject({ state: 'scheduled', sequence: 1, durationMinutes: 60 });
    const movedIcs = (await mails(t.candidate.email)).at(-1)!.files[0]!.content;
    expect(field(movedIcs, 'UID')).toBe(uid);
    expect(field(movedIcs, 'SEQUENCE')).toBe('1');
    expect(field(movedIcs, 'DTSTART')).toBe(
      (moved.json.interview.start as string).replace(/[-:]/g, '').replace('.000', ''),
    );
    // The organizer (who proposed) hears of the colleague's move too.
    expect(field((await mails(t.recruiter.email)).at(-1)!.files[0]!.content, 'SEQUENCE')).toBe('1');

    const cancelled = await cancel(t.recruiter.token, t.appId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.interview).toMatchObject({ state: 'cancelled', sequence: 2 });
    for (const address of [t.candidate.email, t.recruiter.email]) {
      const ics = (await mails(address)).at(-1)!.files[0]!.content;
      expect([field(ics, 'METHOD'), field(ics, 'UID'), field(ics, 'SEQUENCE'), field(ics, 'STATUS')]).toEqual([
        'CANCEL',
        uid,
        '2',
        'CANCELLED',
      ]);
    }
    expect((await notices(t.candidate.token))[0]!.title).toBe('Interview cancelled: Data Analyst at Slot Co');
    expect(cancelled.json.history.map((e: { kind: string }) => e.kind)).toEqual([
      'proposed',
      'picked',
      'rescheduled',
      'cancelled',
    ]);
    expect((await cancel(t.recruiter.token, t.appId)).status).toBe(409);
    // A new proposal after a cancellation is a new event.
    const again = await propose(t.recruiter.token, t.appId, { slots: [local(7)] });
    expect(again.json.interview).toMatchObject({ state: 'proposed', sequence: 0 });
  });

  it('new times over a booked one take it off both calendars (CANCEL, next SEQUENCE) until the candidate picks again', async () => {
    const t = await atInterview();
    const slots = (await propose(t.recruiter.token, t.appId, { slots: [local(5)] })).json.interview.slots as string[];
    await pick(t.candidate.token, t.appId, slots[0]!);
    const again = await propose(t.recruiter.token, t.appId, { slots: [local(8), local(9)] });
    expect(again.json.interview).toMatchObject({ state: 'proposed', sequence: 1, start: null });
    const ics = (await mails(t.candidate.email)).at(-1)!.files[0]!.content;
    expect([field(ics, 'METHOD'), field(ics, 'SEQUENCE')]).toEqual(['CANCEL', '1']);
    const repicked = await pick(t.candidate.token, t.appId, again.json.interview.slots[1]);
    expect(repicked.json.interview.sequence).toBe(1);
    const booked = (await mails(t.candidate.email)).at(-1)!.files[0]!.content;
    expect([field(booked, 'METHOD'), field(booked, 'SEQUENCE')]).toEqual(['REQUEST', '1']);
  });

  it('refuses past, far-off and overlapping times, more than five, unknown zones, and stages other than Interview', async () => {
    const t = await atInterview();
    const refused = async (body: Record<string, unknown>, message: string) => {
      const res = await propose(t.recruiter.token, t.appId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    };
    await refused({ slots: [local(-1)] }, INTERVIEW_MESSAGES.slotPast);
    await refused({ slots: [local(200)] }, INTERVIEW_MESSAGES.slotTooFar);
    await refused({ slots: [local(3, 10), local(3, 10)] }, INTERVIEW_MESSAGES.slotsOverlap);
    // 45 minutes from 10:00 runs into 10:30.
    await refused({ slots: [local(3, 10), `${local(3, 10).slice(0, 11)}10:30`] }, INTERVIEW_MESSAGES.slotsOverlap);
    await refused({ slots: [1, 2, 3, 4, 5, 6].map((d) => local(d)) }, INTERVIEW_MESSAGES.tooManySlots);
    await refused({ slots: [] }, INTERVIEW_MESSAGES.slotsRequired);
    await refused({ slots: [local(3)], timeZone: 'Mars/Olympus' }, INTERVIEW_MESSAGES.timeZoneInvalid);
    await refused({ slots: [local(3)], durationMinutes: 7 }, INTERVIEW_MESSAGES.durationInvalid);
    expect((await propose(t.recruiter.token, t.appId, { slots: [local(3, 10), local(3, 11)] })).status).toBe(201);

    const recruiter = await createRecruiter('Early Co');
    const { id } = await apply(await insertJob(recruiter), { status: 'screening' });
    const early = await propose(recruiter.token, id, { slots: [local(3)] });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(INTERVIEW_MESSAGES.notInInterview);
  });

  it('another company cannot propose, see, move or cancel; another candidate cannot see or pick; no pick of an unproposed time, nor twice', async () => {
    const t = await atInterview();
    const slots = (await propose(t.recruiter.token, t.appId, { slots: [local(3), local(4)] })).json.interview
      .slots as string[];
    const rival = await createRecruiter('Rival Co');
    expect((await recruiterView(rival.token, t.appId)).status).toBe(404);
    expect((await propose(rival.token, t.appId, { slots: [local(5)] })).status).toBe(404);
    expect((await cancel(rival.token, t.appId)).status).toBe(404);
    expect((await move(rival.token, t.appId, local(5))).status).toBe(404);
    const stranger = await createUser('candidate');
    expect((await candidateView(stranger.token, t.appId)).status).toBe(404);
    expect((await pick(stranger.token, t.appId, slots[0]!)).status).toBe(404);
    expect((await pick(t.recruiter.token, t.appId, slots[0]!)).status).toBe(403);

    const unproposed = await pick(
      t.candidate.token,
      t.appId,
      new Date(Date.parse(slots[0]!) + 3_600_000).toISOString(),
    );
    expect(unproposed.status).toBe(400);
    expect(unproposed.json.message).toBe(INTERVIEW_MESSAGES.slotNotProposed);
    expect((await pick(t.candidate.token, t.appId, slots[0]!)).status).toBe(201);
    const twice = await pick(t.candidate.token, t.appId, slots[1]!);
    expect(twice.status).toBe(409);
    expect((await candidateView(t.candidate.token, t.appId)).json.interview.start).toBe(slots[0]);
    // Moving is for booked interviews only; the rival's view of its own application shows none.
    const other = await atInterview();
    expect((await move(other.recruiter.token, other.appId, local(5))).status).toBe(409);
    expect((await recruiterView(other.recruiter.token, other.appId)).json).toEqual({ interview: null, history: [] });
  });

  it('the creating POSTs honour Idempotency-Key: a retry answers the first answer and proposes once', async () => {
    const t = await atInterview();
    const body = { slots: [local(3)] };
    const first = await propose(t.recruiter.token, t.appId, body, 'interview-key-0001');
    const retry = await propose(t.recruiter.token, t.appId, body, 'interview-key-0001');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    const history = (await recruiterView(t.recruiter.token, t.appId)).json.history;
    expect(history).toHaveLength(1);
    expect((await propose(t.recruiter.token, t.appId, { slots: [local(4)] }, 'interview-key-0001')).status).toBe(422);
  });

  it('withdrawing or rejecting cancels the schedule at once; both sides are told, blind review naming only the alias', async () => {
    const t = await atInterview({ blind: true });
    const slots = (await propose(t.recruiter.token, t.appId, { slots: [local(3)] })).json.interview.slots as string[];
    await pick(t.candidate.token, t.appId, slots[0]!);
    const withdrawn = await api(`/api/candidate/applications/${t.appId}/withdraw`, {
      token: t.candidate.token,
      body: { reason: 'Took another role' },
    });
    expect(withdrawn.status).toBe(200);
    const view = await recruiterView(t.recruiter.token, t.appId);
    expect(view.json.interview).toMatchObject({ state: 'cancelled', sequence: 1 });
    expect(view.json.history.at(-1)).toMatchObject({ kind: 'cancelled', by: 'Hireloop' });
    // The candidate is hidden again once withdrawn: the history names them by alias.
    expect(view.json.history[1]).toMatchObject({ kind: 'picked', by: applicationAlias(t.appId) });

    const recruiterMail = (await mails(t.recruiter.email)).at(-1)!;
    expect(recruiterMail.subject).toBe(`Interview with ${applicationAlias(t.appId)} cancelled`);
    const ics = recruiterMail.files[0]!.content;
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    for (const text of [recruiterMail.subject, recruiterMail.text_body, recruiterMail.html_body, ics]) {
      expect(text).not.toContain('Omar');
      expect(text).not.toContain(t.candidate.email);
    }
    expect((await mails(t.candidate.email)).at(-1)!.files[0]!.content).toContain('METHOD:CANCEL');
    expect((await notices(t.recruiter.token))[0]!.title).toBe(`Interview with ${applicationAlias(t.appId)} cancelled`);

    // Rejected with times only proposed: cancelled, the candidate told, no calendar file.
    const r = await atInterview();
    await propose(r.recruiter.token, r.appId, { slots: [local(3)] });
    expect(
      (
        await api(`/api/recruiter/applications/${r.appId}/status`, {
          method: 'PUT',
          token: r.recruiter.token,
          body: { status: 'rejected', reason: 'Not the right fit' },
        })
      ).status,
    ).toBe(200);
    expect((await candidateView(r.candidate.token, r.appId)).json.interview.state).toBe('cancelled');
    const last = (await mails(r.candidate.email)).at(-1)!;
    expect(last.subject).toBe('Interview cancelled: Data Analyst at Slot Co');
    expect(last.files).toEqual([]);
    expect(
      (
        await pick(
          r.candidate.token,
          r.appId,
          ((await candidateView(r.candidate.token, r.appId)).json.interview.slots as string[])[0]!,
        )
      ).status,
    ).toBe(409);
  });

  it('the move that closes an application closes its schedule in its own batch: the candidate is told once, with a calendar CANCEL only for a booked time, and no trigger touches schedules', async () => {
    // What the candidate was told of the cancellation, once every owed notice is out: the email,
    // with the calendar's CANCEL only when a time was booked.
    const told = async (t: { candidate: { email: string } }) => {
      return (await mails(t.candidate.email))
        .filter((m) => m.subject.startsWith('Interview cancelled'))
        .map((m) => ({ calendar: m.files.length > 0 }));
    };
    // Booked, then withdrawn by the candidate.
    const booked = await atInterview();
    const slots = (await propose(booked.recruiter.token, booked.appId, { slots: [local(3)] })).json.interview
      .slots as string[];
    await pick(booked.candidate.token, booked.appId, slots[0]!);
    const withdrawn = await api(`/api/candidate/applications/${booked.appId}/withdraw`, {
      token: booked.candidate.token,
      body: { reason: 'Took another role' },
    });
    expect(withdrawn.status).toBe(200);
    expect((await candidateView(booked.candidate.token, booked.appId)).json.interview.state).toBe('cancelled');
    expect(await told(booked)).toEqual([{ calendar: true }]);

    // Two with times only proposed, rejected together in one bulk move.
    const a = await atInterview();
    const b = await atInterview();
    await env.DB.prepare('UPDATE jobs SET company_id = ?, recruiter_id = ? WHERE id = ?')
      .bind(a.recruiter.companyId, a.recruiter.id, b.jobId)
      .run();
    await env.DB.prepare('UPDATE applications SET recruiter_company_id = ? WHERE id = ?')
      .bind(a.recruiter.companyId, b.appId)
      .run();
    for (const t of [a, b]) expect((await propose(a.recruiter.token, t.appId, { slots: [local(3)] })).status).toBe(201);
    const bulk = await api('/api/recruiter/applications/bulk-status', {
      token: a.recruiter.token,
      body: { ids: [a.appId, b.appId], status: 'rejected', reason: 'Not the right fit' },
    });
    expect(bulk.status).toBe(200);
    for (const t of [a, b]) {
      expect(await told(t)).toEqual([{ calendar: false }]);
      expect((await candidateView(t.candidate.token, t.appId)).json.interview.state).toBe('cancelled');
    }

    // A move that does not close (to Offer) leaves the schedule as it is and owes nothing.
    const kept = await atInterview();
    await propose(kept.recruiter.token, kept.appId, { slots: [local(3)] });
    const toOffer = await api(`/api/recruiter/applications/${kept.appId}/status`, {
      method: 'PUT',
      token: kept.recruiter.token,
      body: { status: 'offer' },
    });
    expect(toOffer.status).toBe(200);
    expect(await told(kept)).toEqual([]);
    expect((await candidateView(kept.candidate.token, kept.appId)).json.interview.state).toBe('proposed');

    const triggers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND (sql LIKE '%UPDATE interviews%' OR sql LIKE '%INTO interview_events%')",
    ).all<{ name: string }>();
    expect(triggers.results).toEqual([]);
  });

  it('emails go only to verified addresses; the in-app notice always', async () => {
    const recruiter = await createRecruiter('Quiet Co');
    const jobId = await insertJob(recruiter, { title: 'Analyst' });
    const candidate = await createUser('candidate', { verified: false });
    const { id } = await apply(jobId, { candidate, status: 'interview' });
    expect((await propose(recruiter.token, id, { slots: [local(3)] })).status).toBe(201);
    expect(await mails(candidate.email)).toEqual([]);
    expect((await notices(candidate.token))[0]!.title).toBe('Pick a time for your interview: Analyst at Quiet Co');
  });

  describe('the candidate asks for other times', () => {
    const ask = (token: string, id: string, note: unknown, key?: string) =>
      api(`/api/candidate/applications/${id}/interview/request`, {
        token,
        body: { note },
        headers: key ? { 'Idempotency-Key': key } : {},
      });

    it('records the note on the schedule and in its history; the organizer is told in the product and by email; new times answer it', async () => {
      const t = await atInterview();
      await propose(t.recruiter.token, t.appId, { slots: [local(3)] });
      const candidateMailsBefore = (await mails(t.candidate.email)).length;
      const asked = await ask(t.candidate.token, t.appId, '  Mornings next week suit me better.  ');
      expect(asked.status).toBe(201);
      expect(asked.json.interview).toMatchObject({
        state: 'proposed',
        request: { note: 'Mornings next week suit me better.' },
      });
      expect(asked.json.history.at(-1)).toMatchObject({ kind: 'requested', by: 'You' });

      const seen = await recruiterView(t.recruiter.token, t.appId);
      expect(seen.json.interview.request.note).toBe('Mornings next week suit me better.');
      expect(seen.json.history.at(-1)).toMatchObject({ kind: 'requested', by: 'Omar Candidate' });
      expect((await notices(t.recruiter.token))[0]).toMatchObject({
        title: 'Omar Candidate asked for other interview times',
        link: `/recruiter/jobs/${t.jobId}/applications?open=${t.appId}`,
      });
      const mail = (await mails(t.recruiter.email)).at(-1)!;
      expect(mail.subject).toBe('Omar Candidate asked for other interview times');
      expect(mail.text_body).toContain('Mornings next week suit me better.');
      expect(mail.files).toEqual([]);
      // The candidate asked: no email or notice of their own.
      expect(await mails(t.candidate.email)).toHaveLength(candidateMailsBefore);
      expect((await notices(t.candidate.token)).map((n) => n.title)).not.toContain(
        'Omar Candidate asked for other interview times',
      );

      // New times answer the request; the candidate may then ask again.
      const answered = await propose(t.recruiter.token, t.appId, { slots: [local(5, 9)] });
      expect(answered.json.interview.request).toBeNull();
      expect((await ask(t.candidate.token, t.appId, 'Still not a good day, sorry.')).status).toBe(201);
    });

    it('a booked time ahead may be asked about; moving or cancelling answers the request', async () => {
      const t = await atInterview();
      const slots = (await propose(t.recruiter.token, t.appId, { slots: [local(3)] })).json.interview.slots as string[];
      await pick(t.candidate.token, t.appId, slots[0]!);
      expect((await ask(t.candidate.token, t.appId, 'Something came up that day.')).status).toBe(201);
      expect((await move(t.recruiter.token, t.appId, local(6))).json.interview.request).toBeNull();
      expect((await ask(t.candidate.token, t.appId, 'And that one too, sorry.')).status).toBe(201);
      expect((await cancel(t.recruiter.token, t.appId)).json.interview.request).toBeNull();
    });

    it('only the application’s candidate, with a short note, once while open, and only while proposed or booked ahead', async () => {
      const t = await atInterview();
      const none = await ask(t.candidate.token, t.appId, 'Any other day?');
      expect(none.status).toBe(409);
      expect(none.json.message).toBe(INTERVIEW_MESSAGES.requestNotOpen);
      await propose(t.recruiter.token, t.appId, { slots: [local(3)] });

      const stranger = await createUser('candidate');
      expect((await ask(stranger.token, t.appId, 'Let me in')).status).toBe(404);
      expect((await ask(t.recruiter.token, t.appId, 'Not mine to ask')).status).toBe(403);
      const long = await ask(t.candidate.token, t.appId, 'x'.repeat(INTERVIEW_REQUEST_NOTE_MAX + 1));
      expect(long.status).toBe(400);
      expect(long.json.message).toBe(INTERVIEW_MESSAGES.requestNoteTooLong);
      const blank = await ask(t.candidate.token, t.appId, '   ');
      expect(blank.status).toBe(400);
      expect(blank.json.message).toBe(INTERVIEW_MESSAGES.requestNoteRequired);

      expect((await ask(t.candidate.token, t.appId, 'x'.repeat(INTERVIEW_REQUEST_NOTE_MAX))).status).toBe(201);
      const repeat = await ask(t.candidate.token, t.appId, 'Asking again');
      expect(repeat.status).toBe(409);
      expect(repeat.json.message).toBe(INTERVIEW_MESSAGES.requestAlreadyOpen);
      const history = (await candidateView(t.candidate.token, t.appId)).json.history as { kind: string }[];
      expect(history.filter((e) => e.kind === 'requested')).toHaveLength(1);

      // Cancelled: closed to requests.
      await cancel(t.recruiter.token, t.appId);
      const cancelled = await ask(t.candidate.token, t.appId, 'Can we still meet?');
      expect(cancelled.status).toBe(409);
      expect(cancelled.json.message).toBe(INTERVIEW_MESSAGES.requestNotOpen);

      // Booked for a time now past: closed to requests.
      const b = await atInterview();
      const slots = (await propose(b.recruiter.token, b.appId, { slots: [local(3)] })).json.interview.slots as string[];
      await pick(b.candidate.token, b.appId, slots[0]!);
      await env.DB.prepare('UPDATE interviews SET start_at = ? WHERE application_id = ?')
        .bind(new Date(Date.now() - 3_600_000).toISOString(), b.appId)
        .run();
      expect((await ask(b.candidate.token, b.appId, 'Missed it, sorry')).json.message).toBe(
        INTERVIEW_MESSAGES.requestNotOpen,
      );

      // The application left Interview: closed to requests.
      const o = await atInterview();
      await propose(o.recruiter.token, o.appId, { slots: [local(3)] });
      await env.DB.prepare("UPDATE applications SET status = 'offer' WHERE id = ?").bind(o.appId).run();
      expect((await ask(o.candidate.token, o.appId, 'Another day?')).status).toBe(409);
    });

    it('honours Idempotency-Key: a retry answers the first answer and asks once', async () => {
      const t = await atInterview();
      await propose(t.recruiter.token, t.appId, { slots: [local(3)] });
      const first = await ask(t.candidate.token, t.appId, 'Afternoons please', 'request-key-0001');
      const retry = await ask(t.candidate.token, t.appId, 'Afternoons please', 'request-key-0001');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(retry.json).toEqual(first.json);
      expect((await notices(t.recruiter.token)).filter((n) => n.title.includes('asked for other'))).toHaveLength(1);
    });
  });
});
