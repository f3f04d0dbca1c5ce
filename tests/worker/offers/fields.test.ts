import { describe, expect, it } from 'vitest';

import { OFFER_MESSAGES } from '../../../src/contract';
import { api, apply, createRecruiter, createUser, insertJob } from '../helpers';

/** An offer's structured fields: written beside the text, part of its version, its expiry enforced. */

const DAY = 86_400_000;

async function inOffer() {
  const recruiter = await createRecruiter('Fielded Offers Co');
  const jobId = await insertJob(recruiter, { title: 'Backend Engineer' });
  const candidate = await createUser('candidate', { fullName: 'Mira Candidate' });
  const { id } = await apply(jobId, { candidate, status: 'offer' });
  return { recruiter, candidate, appId: id as string };
}

const FIELDS = {
  text: 'We are glad to offer you the role.',
  title: 'Senior Backend Engineer',
  pay: { amount: 3_000_000, currency: 'INR', period: 'year' },
  joiningDate: '2027-01-04',
  location: 'Bengaluru (hybrid)',
};
const send = (token: string, id: string, body: Record<string, unknown>, at?: number) =>
  api(`/api/recruiter/applications/${id}/offer`, { method: 'PUT', token, body, at });
const read = async (token: string, id: string, at?: number) =>
  (await api(`/api/candidate/applications/${id}/offer`, { token, at })).json.offer;
const accept = (token: string, id: string, version: string, at?: number) =>
  api(`/api/candidate/applications/${id}/offer/accept`, { method: 'POST', token, body: { version }, at });

describe('an offer’s structured fields', () => {
  it('are stored beside the text and shown to both sides; left-out fields read null', async () => {
    const t = await inOffer();
    const expiresAt = new Date(Date.now() + 7 * DAY).toISOString();
    const sent = await send(t.recruiter.token, t.appId, { ...FIELDS, expiresAt });
    expect(sent.status).toBe(200);
    const shown = {
      title: 'Senior Backend Engineer',
      pay: { amount: 3_000_000, currency: 'INR', period: 'year' },
      joiningDate: '2027-01-04',
      location: 'Bengaluru (hybrid)',
      expiresAt,
    };
    expect(sent.json.offer).toMatchObject(shown);
    expect(await read(t.candidate.token, t.appId)).toMatchObject(shown);

    const bare = await send(t.recruiter.token, t.appId, { text: 'Only words this time.' });
    expect(bare.json.offer).toMatchObject({
      title: null,
      pay: null,
      joiningDate: null,
      location: null,
      expiresAt: null,
    });
  });

  it('are part of the version: changing only the expiry, or only the pay, refuses a stale accept', async () => {
    const t = await inOffer();
    const week = new Date(Date.now() + 7 * DAY).toISOString();
    await send(t.recruiter.token, t.appId, { ...FIELDS, expiresAt: week });
    const first = await read(t.candidate.token, t.appId);

    // Only the expiry moves (sooner): a new version, and the accept of the old one is refused.
    await send(t.recruiter.token, t.appId, { ...FIELDS, expiresAt: new Date(Date.now() + 2 * DAY).toISOString() });
    const second = await read(t.candidate.token, t.appId);
    expect(second.version).not.toBe(first.version);
    const stale = await accept(t.candidate.token, t.appId, first.version);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(OFFER_MESSAGES.changed);

    // Only the pay changes (the amount, then the period): a new version each time.
    await send(t.recruiter.token, t.appId, {
      ...FIELDS,
      pay: { ...FIELDS.pay, amount: 1_000_000 },
      expiresAt: second.expiresAt,
    });
    const third = await read(t.candidate.token, t.appId);
    expect(third.version).not.toBe(second.version);
    await send(t.recruiter.token, t.appId, {
      ...FIELDS,
      pay: { ...FIELDS.pay, amount: 1_000_000, period: 'month' },
      expiresAt: second.expiresAt,
    });
    const fourth = await read(t.candidate.token, t.appId);
    expect(fourth.version).not.toBe(third.version);
    expect((await accept(t.candidate.token, t.appId, third.version)).status).toBe(409);

    // The same fields sent again keep the version; that one is accepted.
    await send(t.recruiter.token, t.appId, {
      ...FIELDS,
      pay: { ...FIELDS.pay, amount: 1_000_000, period: 'month' },
      expiresAt: second.expiresAt,
    });
    expect((await read(t.candidate.token, t.appId)).version).toBe(fourth.version);
    expect((await accept(t.candidate.token, t.appId, fourth.version)).status).toBe(200);
  });

  it('past its expiry an offer cannot be accepted (410); the recruiter can renew it with a later expiry', async () => {
    const t = await inOffer();
    // A near expiry, and the test clock just past it (within the sign-in's life).
    const expiresAt = new Date(Date.now() + 2 * 60_000).toISOString();
    await send(t.recruiter.token, t.appId, { ...FIELDS, expiresAt });
    const seen = await read(t.candidate.token, t.appId);
    const after = Date.parse(expiresAt) + 1_000;

    const refused = await accept(t.candidate.token, t.appId, seen.version, after);
    expect(refused.status).toBe(410);
    expect(refused.json.message).toBe(OFFER_MESSAGES.expired);
    // Exactly at the expiry it has passed.
    expect((await accept(t.candidate.token, t.appId, seen.version, Date.parse(expiresAt))).status).toBe(410);
    expect(await read(t.candidate.token, t.appId, after)).toMatchObject({ state: 'sent', expiresAt });

    // The recruiter renews it with a later expiry: a new version, accepted before that one.
    const later = new Date(Date.now() + 5 * DAY).toISOString();
    await send(t.recruiter.token, t.appId, { ...FIELDS, expiresAt: later });
    const renewed = await read(t.candidate.token, t.appId);
    expect(renewed.version).not.toBe(seen.version);
    expect((await accept(t.candidate.token, t.appId, renewed.version, after)).status).toBe(200);
  });

  it('validates: an expiry in the past or too far ahead, a joining date that is not a date, pay and lengths', async () => {
    const t = await inOffer();
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await send(t.recruiter.token, t.appId, { ...FIELDS, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields?.[field] ?? res.json.message).toBe(message);
    };
    await refused({ expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt', OFFER_MESSAGES.expiryPast);
    await refused(
      { expiresAt: new Date(Date.now() + 400 * DAY).toISOString() },
      'expiresAt',
      OFFER_MESSAGES.expiryTooFar,
    );
    await refused({ expiresAt: 'next Friday' }, 'expiresAt', OFFER_MESSAGES.expiryInvalid);
    await refused({ joiningDate: '04/01/2027' }, 'joiningDate', OFFER_MESSAGES.joiningDateInvalid);
    await refused({ joiningDate: '2027-02-30' }, 'joiningDate', OFFER_MESSAGES.joiningDateInvalid);
    await refused(
      { pay: { amount: 0, currency: 'INR', period: 'year' } },
      'pay.amount',
      OFFER_MESSAGES.payAmountInvalid,
    );
    await refused(
      { pay: { amount: 12.5, currency: 'INR', period: 'year' } },
      'pay.amount',
      OFFER_MESSAGES.payAmountInvalid,
    );
    await refused(
      { pay: { amount: 100, currency: 'XYZ', period: 'year' } },
      'pay.currency',
      OFFER_MESSAGES.payCurrencyInvalid,
    );
    await refused(
      { pay: { amount: 100, currency: 'INR', period: 'week' } },
      'pay.period',
      OFFER_MESSAGES.payPeriodInvalid,
    );
    await refused({ title: 'x'.repeat(121) }, 'title', OFFER_MESSAGES.titleTooLong);
    await refused({ location: 'x'.repeat(121) }, 'location', OFFER_MESSAGES.locationTooLong);
    // Nothing was written.
    expect(await read(t.candidate.token, t.appId)).toBeNull();
  });
});
