import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { OFFER_MESSAGES } from '../../../src/contract';
import { offerVersion } from '../../../worker/offers/service';
import { api, apply, createRecruiter, createUser, insertJob, ORIGIN, samplePdf } from '../helpers';

/** An offer is accepted as read: the accept carries the version the candidate saw. */

async function inOffer() {
  const recruiter = await createRecruiter('Versioned Offers Co');
  const jobId = await insertJob(recruiter, { title: 'Data Engineer' });
  const candidate = await createUser('candidate', { fullName: 'Ira Candidate' });
  const { id } = await apply(jobId, { candidate, status: 'offer' });
  return { recruiter, candidate, appId: id as string };
}

const send = (token: string, id: string, text: string) =>
  api(`/api/recruiter/applications/${id}/offer`, { method: 'PUT', token, body: { text } });
const read = async (token: string, id: string) =>
  (await api(`/api/candidate/applications/${id}/offer`, { token })).json.offer;
const accept = (token: string, id: string, body?: unknown) =>
  api(`/api/candidate/applications/${id}/offer/accept`, { method: 'POST', token, body });
async function attach(token: string, id: string, name: string) {
  const form = new FormData();
  form.append('file', new File([samplePdf(['Offer letter'])], name, { type: 'application/pdf' }));
  const res = await SELF.fetch(`${ORIGIN}/api/recruiter/applications/${id}/offer/file`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, Origin: ORIGIN },
    body: form,
  });
  expect(res.status).toBe(200);
}

describe('offers are accepted as read', () => {
  it('refuses an accept of a version that changed since (30 LPA became 10 LPA) and shows the new offer', async () => {
    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Base 30 LPA, joining 1 March.');
    const seen = await read(t.candidate.token, t.appId);
    expect(seen.text).toContain('30 LPA');
    expect(seen.version).toMatch(/^[0-9a-f]{64}$/);

    // The recruiter lowers it while the candidate reads.
    await send(t.recruiter.token, t.appId, 'Base 10 LPA, joining 1 March.');
    const refused = await accept(t.candidate.token, t.appId, { version: seen.version });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(OFFER_MESSAGES.changed);

    // Still open; reading again shows the new offer under a new version, and that one can be accepted.
    const now = await read(t.candidate.token, t.appId);
    expect(now).toMatchObject({ state: 'sent', text: 'Base 10 LPA, joining 1 March.' });
    expect(now.version).not.toBe(seen.version);
    const accepted = await accept(t.candidate.token, t.appId, { version: now.version });
    expect(accepted.status).toBe(200);
    expect(accepted.json.offer).toMatchObject({ state: 'accepted', text: 'Base 10 LPA, joining 1 March.' });
  });

  it('covers the letter: a letter attached or replaced since reading refuses the accept', async () => {
    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Base 30 LPA.');
    const before = await read(t.candidate.token, t.appId);
    await attach(t.recruiter.token, t.appId, 'offer-v1.pdf');
    const withLetter = await read(t.candidate.token, t.appId);
    expect(withLetter.version).not.toBe(before.version);
    expect((await accept(t.candidate.token, t.appId, { version: before.version })).status).toBe(409);
    await attach(t.recruiter.token, t.appId, 'offer-v2.pdf');
    expect((await accept(t.candidate.token, t.appId, { version: withLetter.version })).status).toBe(409);
    const latest = await read(t.candidate.token, t.appId);
    expect((await accept(t.candidate.token, t.appId, { version: latest.version })).status).toBe(200);
  });

  it('keeps the version when nothing the candidate reads changed, and asks for it', async () => {
    const t = await inOffer();
    await send(t.recruiter.token, t.appId, 'Base 30 LPA.');
    const seen = await read(t.candidate.token, t.appId);
    // Sent again with the same words: the same offer, so the same version.
    await send(t.recruiter.token, t.appId, 'Base 30 LPA.');
    expect((await read(t.candidate.token, t.appId)).version).toBe(seen.version);
    // The recruiter sees the version too.
    const own = await api(`/api/recruiter/applications/${t.appId}/offer`, { token: t.recruiter.token });
    expect(own.json.offer.version).toBe(seen.version);

    const bare = await accept(t.candidate.token, t.appId);
    expect(bare.status).toBe(400);
    expect((await accept(t.candidate.token, t.appId, { version: '' })).json.fields).toEqual({
      version: OFFER_MESSAGES.versionRequired,
    });
    expect((await accept(t.candidate.token, t.appId, { version: seen.version })).status).toBe(200);
  });

  it('is a hash over a canonical serialisation: key order does not matter, every field does', async () => {
    const a = await offerVersion({ text: 'Base 30 LPA', letter: null });
    expect(await offerVersion({ letter: null, text: 'Base 30 LPA' })).toBe(a);
    expect(await offerVersion({ text: 'Base 10 LPA', letter: null })).not.toBe(a);
    // A structured field (tests/worker/offers/fields.test.ts covers the real ones) joins the same hash.
    expect(await offerVersion({ text: 'Base 30 LPA', letter: null, pay: { amount: 3_000_000 } })).not.toBe(a);
    expect(await offerVersion({ text: 'Base 30 LPA', letter: { key: 'k', name: 'n.pdf' } })).not.toBe(a);
  });
});
