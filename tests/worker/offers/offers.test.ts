import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { OFFER_MESSAGES } from '../../../src/contract';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../../worker/files/orphans';
import { FILE_OWNERS } from '../../../worker/scheduled';
import { addRecruiterTo, api, apply, createRecruiter, createUser, insertJob, ORIGIN, samplePdf } from '../helpers';

async function inOffer() {
  const recruiter = await createRecruiter('Offer Co');
  const jobId = await insertJob(recruiter, { title: 'Data Analyst' });
  const candidate = await createUser('candidate', { fullName: 'Omar Candidate' });
  const { id } = await apply(jobId, { candidate, status: 'offer' });
  return { recruiter, candidate, jobId, appId: id as string };
}

const send = (token: string, id: string, text: string) =>
  api(`/api/recruiter/applications/${id}/offer`, { method: 'PUT', token, body: { text } });
/** Accepts the offer as the candidate reads it now (its version; tests/worker/offers/version.test.ts covers a stale one). */
const accept = async (token: string, id: string) => {
  const read = await api(`/api/candidate/applications/${id}/offer`, { token });
  const version = (read.json?.offer?.version as string | undefined) ?? 'not-read';
  return api(`/api/candidate/applications/${id}/offer/accept`, { method: 'POST', token, body: { version } });
};
const decline = (token: string, id: string, reason: string) =>
  api(`/api/candidate/applications/${id}/offer/decline`, { token, body: { reason } });
const confirm = (token: string, id: string) =>
  api(`/api/recruiter/applications/${id}/offer/confirm`, { method: 'POST', token });
async function attach(token: string, id: string, bytes: Uint8Array<ArrayBuffer>, name = 'offer-letter.pdf') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'application/pdf' }));
  const res = await SELF.fetch(`${ORIGIN}/api/recruiter/applications/${id}/offer/file`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as any };
}
const openLink = async (url: string) => SELF.fetch(url.replace(/^https?:\/\/[^/]+/, ORIGIN));
const notices = async (token: string) =>
  (await api('/api/notifications', { token })).json.notifications as {
    title: string;
    link: string | null;
    body: string;
  }[];
const statusOf = async (id: string) =>
  env.DB.prepare('SELECT status FROM applications WHERE id = ?').bind(id).first<string>('status');
const hasOffer = async (id: string) =>
  env.DB.prepare('SELECT has_offer FROM applications WHERE id = ?').bind(id).first<number>('has_offer');

describe('offers', () => {
  it('the candidate sees the offer, accepts; the recruiter confirms and only then is the application Hired', async () => {
    const t = await inOffer();
    const sent = await send(t.recruiter.token, t.appId, 'Base 18 LPA, start 1 January, hybrid in Gurugram.');
    expect(sent.status).toBe(200);
    expect(sent.json.offer).toMatchObject({ state: 'sent', text: 'Base 18 LPA, start 1 January, hybrid in Gurugram.' });
    expect((await notices(t.candidate.token))[0]).toMatchObject({
      title: 'An offer for Data Analyst',
      link: `/dashboard/applied-jobs/${t.appId}`,
    });
    const seen = await api(`/api/candidate/applications/${t.appId}/offer`, { token: t.candidate.token });
    expect(seen.json.offer.text).toContain('18 LPA');

    expect((await accept(t.candidate.token, t.appId)).json.offer.state).toBe('accepted');
    expect(await statusOf(t.appId)).toBe('offer');
    expect((await notices(t.recruiter.token))[0]!.title).toBe('Offer accepted for Data Analyst');
    // Accepted once: a second answer is refused, and the text can no longer change under it.
    expect((await accept(t.candidate.token, t.appId)).status).toBe(409);
    expect((await decline(t.candidate.token, t.appId, 'changed my mind')).status).toBe(409);
    expect((await send(t.recruiter.token, t.appId, 'A lower offer')).status).toBe(409);

    // A colleague confirms: Hired, with the candidate told through the status notice.
    const colleague = await addRecruiterTo(t.recruiter.companyId);
    const confirmed = await confirm(colleague.token, t.appId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.status).toBe('hired');
    expect(await statusOf(t.appId)).toBe('hired');
    expect(
      (await api(`/api/recruiter/applications/${t.appId}/offer`, { token: t.recruiter.token })).json.offer.state,
    ).toBe('confirmed');
  });

  it('confirming before the candidate accepted is refused', async () => {
    const t = await inOffer();
    expect((await confirm(t.recruiter.token, t.appId)).status).toBe(409);
    await send(t.recruiter.token, t.appId, 'Offer text');
    const early = await confirm(t.recruiter.token, t.appId);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(OFFER_MESSAGES.notAccepted);
    expect(await statusOf(t.appId)).toBe('offer');
  });

  it('declining withdraws the application with the candidate’s reason; the recruiter is told', async () => {
    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Offer text');
    expect((await decline(t.candidate.token, t.appId, '')).status).toBe(400);
    const declined = await decline(t.candidate.token, t.appId, 'Accepted another offer closer to home');
    expect(declined.status).toBe(200);
    expect(declined.json.offer).toMatchObject({
      state: 'declined',
      declineReason: 'Accepted another offer closer to home',
    });
    expect(await statusOf(t.appId)).toBe('withdrawn');
    const detail = await api(`/api/recruiter/applications/${t.appId}`, { token: t.recruiter.token });
    expect(detail.json.timeline.at(-1)).toMatchObject({
      to: 'withdrawn',
      note: 'Declined the offer: Accepted another offer closer to home',
    });
    expect((await notices(t.recruiter.token))[0]).toMatchObject({
      title: 'Offer declined for Data Analyst',
      body: 'Accepted another offer closer to home',
    });
    expect((await confirm(t.recruiter.token, t.appId)).status).toBe(409);
  });

  it('each step writes its notice in its own batch, delivered right after the answer; a refused step writes none', async () => {
    const t = await inOffer();
    const left = async () =>
      env.DB.prepare("SELECT count(*) AS n FROM notice_intents WHERE kind = 'offer_event' AND subject_id = ?")
        .bind(t.appId)
        .first<number>('n');
    await send(t.recruiter.token, t.appId, 'Offer text');
    expect(await left()).toBe(0);
    expect((await notices(t.candidate.token)).map((n) => n.title)).toContain('An offer for Data Analyst');
    await decline(t.candidate.token, t.appId, 'Staying where I am');
    expect(await left()).toBe(0);
    expect((await notices(t.recruiter.token)).map((n) => n.title)).toEqual(['Offer declined for Data Analyst']);

    // Answered already: the second decline and a late accept change nothing and tell nobody.
    expect((await decline(t.candidate.token, t.appId, 'Again')).status).toBe(409);
    expect((await send(t.recruiter.token, t.appId, 'A better offer')).status).toBe(409);
    expect(await left()).toBe(0);
    expect(await notices(t.recruiter.token)).toHaveLength(1);
    expect(await statusOf(t.appId)).toBe('withdrawn');
  });

  it('an offer needs the Offer stage; other companies and other candidates see nothing', async () => {
    const recruiter = await createRecruiter('Early Co');
    const jobId = await insertJob(recruiter);
    const { id, candidate } = await apply(jobId, { status: 'screening' });
    const early = await send(recruiter.token, id, 'Too early');
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(OFFER_MESSAGES.notInOffer);

    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Secret salary');
    const rival = await createRecruiter('Rival Co');
    expect((await api(`/api/recruiter/applications/${t.appId}/offer`, { token: rival.token })).status).toBe(404);
    expect((await send(rival.token, t.appId, 'Poach')).status).toBe(404);
    expect((await confirm(rival.token, t.appId)).status).toBe(404);
    const stranger = await createUser('candidate');
    expect((await api(`/api/candidate/applications/${t.appId}/offer`, { token: stranger.token })).status).toBe(404);
    expect((await accept(stranger.token, t.appId)).status).toBe(404);
    expect(
      (await api(`/api/candidate/applications/${id}/offer`, { token: (candidate as { token: string }).token })).json
        .offer,
    ).toBeNull();
  });

  it('with an offer out, the status form and bulk moves cannot hire: only the candidate’s acceptance and the recruiter’s confirmation can', async () => {
    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Offer text');
    const move = () =>
      api(`/api/recruiter/applications/${t.appId}/status`, {
        method: 'PUT',
        token: t.recruiter.token,
        body: { status: 'hired' },
      });
    const bulk = () =>
      api('/api/recruiter/applications/bulk-status', {
        method: 'POST',
        token: t.recruiter.token,
        body: { ids: [t.appId], status: 'hired' },
      });
    const early = await move();
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(OFFER_MESSAGES.hireThroughOffer);
    expect((await bulk()).status).toBe(409);
    expect(await statusOf(t.appId)).toBe('offer');
    // Accepted: still only through the confirmation, which marks the offer confirmed.
    await accept(t.candidate.token, t.appId);
    expect((await move()).json.message).toBe(OFFER_MESSAGES.hireThroughOffer);
    expect(await statusOf(t.appId)).toBe('offer');
    expect((await confirm(t.recruiter.token, t.appId)).status).toBe(200);
    expect(await statusOf(t.appId)).toBe('hired');

    // Without an offer in the product (a hire agreed elsewhere) the form still hires.
    const plain = await inOffer();
    expect(
      (
        await api(`/api/recruiter/applications/${plain.appId}/status`, {
          method: 'PUT',
          token: plain.recruiter.token,
          body: { status: 'hired' },
        })
      ).status,
    ).toBe(200);
  });

  it('the application keeps its own fact that an offer was made, whatever its answer, as the offer itself stays', async () => {
    // worker/applications reads its column, never the offers table: sending sets it in the offer's batch.
    const declined = await inOffer();
    expect(await hasOffer(declined.appId)).toBe(0);
    await send(declined.recruiter.token, declined.appId, 'First text');
    expect(await hasOffer(declined.appId)).toBe(1);
    await send(declined.recruiter.token, declined.appId, 'Revised text');
    expect(await hasOffer(declined.appId)).toBe(1);
    expect((await decline(declined.candidate.token, declined.appId, 'Went elsewhere')).status).toBe(200);
    expect(await statusOf(declined.appId)).toBe('withdrawn');
    expect(await hasOffer(declined.appId)).toBe(1);

    // The candidate withdraws with the offer unanswered: the offer stays, and so does the fact.
    const withdrawn = await inOffer();
    await send(withdrawn.recruiter.token, withdrawn.appId, 'An offer');
    const out = await api(`/api/candidate/applications/${withdrawn.appId}/withdraw`, {
      token: withdrawn.candidate.token,
      body: { reason: 'Took another offer' },
    });
    expect(out.status).toBe(200);
    expect(await hasOffer(withdrawn.appId)).toBe(1);

    // Confirmed through the offer: hired, the fact kept.
    const hired = await inOffer();
    await send(hired.recruiter.token, hired.appId, 'An offer');
    await accept(hired.candidate.token, hired.appId);
    expect((await confirm(hired.recruiter.token, hired.appId)).status).toBe(200);
    expect(await hasOffer(hired.appId)).toBe(1);

    // An offer refused before it is written (not in Offer) sets nothing.
    const recruiter = await createRecruiter('Early Co');
    const { id } = await apply(await insertJob(recruiter), { status: 'interview' });
    expect((await send(recruiter.token, id, 'Too early')).status).toBe(409);
    expect(await hasOffer(id)).toBe(0);
  });

  it('migration 0187 gives every application with an offer the fact, and a plain hire of it is refused', async () => {
    const before = await inOffer();
    await send(before.recruiter.token, before.appId, 'Made before the column');
    const plain = await inOffer();
    // As the rows stood before the migration: an offer, and no fact on its application.
    await env.DB.prepare('UPDATE applications SET has_offer = 0 WHERE id IN (?, ?)')
      .bind(before.appId, plain.appId)
      .run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0187_'))!;
    const backfill = migration.queries.filter((q) => !/ALTER TABLE/i.test(q));
    expect(backfill).toHaveLength(1);
    await env.DB.batch(backfill.map((q) => env.DB.prepare(q)));
    expect(await hasOffer(before.appId)).toBe(1);
    expect(await hasOffer(plain.appId)).toBe(0);
    const hire = (t: typeof before) =>
      api(`/api/recruiter/applications/${t.appId}/status`, {
        method: 'PUT',
        token: t.recruiter.token,
        body: { status: 'hired' },
      });
    const refused = await hire(before);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(OFFER_MESSAGES.hireThroughOffer);
    expect((await hire(plain)).status).toBe(200);
  });

  it('an offer letter (PDF) is stored in R2 and opened only by the candidate and the company', async () => {
    const t = await inOffer();
    const pdf = samplePdf(['Offer letter', 'Base 18 LPA']);
    expect((await attach(t.recruiter.token, t.appId, pdf)).status).toBe(409);
    await send(t.recruiter.token, t.appId, 'See the attached letter.');
    const notPdf = await attach(
      t.recruiter.token,
      t.appId,
      new TextEncoder().encode('<html>not a pdf</html>'),
      'letter.pdf',
    );
    expect(notPdf.status).toBe(400);
    expect(notPdf.json.message).toBe(OFFER_MESSAGES.fileNotPdf);
    const attached = await attach(t.recruiter.token, t.appId, pdf);
    expect(attached.status).toBe(200);
    expect(attached.json.offer.fileName).toBe('offer-letter.pdf');
    expect(
      (await api(`/api/candidate/applications/${t.appId}/offer`, { token: t.candidate.token })).json.offer.fileName,
    ).toBe('offer-letter.pdf');

    for (const [path, token] of [
      [`/api/candidate/applications/${t.appId}/offer/file-url`, t.candidate.token],
      [`/api/recruiter/applications/${t.appId}/offer/file-url`, (await addRecruiterTo(t.recruiter.companyId)).token],
    ] as const) {
      const link = await api(path, { token });
      expect(link.status).toBe(200);
      const file = await openLink(link.json.url);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    }
    const rival = await createRecruiter('Rival Co');
    expect((await api(`/api/recruiter/applications/${t.appId}/offer/file-url`, { token: rival.token })).status).toBe(
      404,
    );
    expect((await attach(rival.token, t.appId, pdf)).status).toBe(404);
    const stranger = await createUser('candidate');
    expect((await api(`/api/candidate/applications/${t.appId}/offer/file-url`, { token: stranger.token })).status).toBe(
      404,
    );

    // The letter survives the orphan sweep; once answered it can no longer change.
    await sweepOrphanFiles(env, FILE_OWNERS, Date.now() + ORPHAN_GRACE_MS * 2);
    expect(
      (
        await openLink(
          (await api(`/api/candidate/applications/${t.appId}/offer/file-url`, { token: t.candidate.token })).json.url,
        )
      ).status,
    ).toBe(200);
    await accept(t.candidate.token, t.appId);
    expect((await attach(t.recruiter.token, t.appId, pdf)).status).toBe(409);
  });
});
