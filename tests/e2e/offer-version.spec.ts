import type { APIRequestContext } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, ready } from './screen';

// An offer is accepted as read: the recruiter lowers it from 30 LPA to 10 LPA while the candidate
// has it open; their accept of the 30 LPA offer is refused and the card shows the new one, with a
// message, before they can accept that.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A verified recruiter with a company and a job, and a verified candidate whose application is in Offer. */
async function applicationInOffer(request: APIRequestContext) {
  // Her email is at the company's own domain, so the company is verified at once and its job
  // reaches candidates (an unverified employer's jobs wait in review).
  const domain = `offer-versions-${RUN}.in`;
  const recruiter = await verifiedAccount(request, {
    fullName: 'Vera Recruiter',
    email: `vera@${domain}`,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers: recruiter.headers,
    data: { fullName: 'Vera Recruiter', company: { name: `Offer Versions ${RUN}`, website: `https://${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers: recruiter.headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Data Engineer ${RUN}` },
  });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;

  const candidateEmail = `ravi-${RUN}@example.com`;
  const candidate = await verifiedAccount(request, {
    fullName: 'Ravi Candidate',
    email: candidateEmail,
    password: PASSWORD,
    role: 'candidate',
  });
  const upload = await request.post('/api/candidate/resumes', {
    headers: candidate.headers,
    multipart: { file: { name: 'ravi.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(STRONG_RESUME)) } },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/candidate/jobs/${jobId}/apply`, {
    headers: candidate.headers,
    data: { resumeName: (await upload.json()).name, coverLetter: '' },
  });
  expect(applied.status()).toBe(201);
  const applicationId = (await applied.json()).id as string;
  const moved = await request.put(`/api/recruiter/applications/${applicationId}/status`, {
    headers: recruiter.headers,
    data: { status: 'offer' },
  });
  expect(moved.status()).toBe(200);
  const writeOffer = async (text: string) =>
    expect(
      (
        await request.put(`/api/recruiter/applications/${applicationId}/offer`, {
          headers: recruiter.headers,
          data: { text },
        })
      ).status(),
    ).toBe(200);
  return { candidateEmail, applicationId, writeOffer };
}

test('an offer changed while the candidate reads it cannot be accepted: the card shows the new offer and says so', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { candidateEmail, applicationId, writeOffer } = await applicationInOffer(request);
  await writeOffer('Base 30 LPA, joining 1 March in Bengaluru.');

  await signIn(page, candidateEmail, '**/dashboard**');
  await page.goto(`/dashboard/applied-jobs/${applicationId}`);
  await ready(page);
  const card = page.locator('.card').filter({ hasText: 'Your offer from' });
  await expect(card.getByText('Base 30 LPA, joining 1 March in Bengaluru.')).toBeVisible();
  await card.getByRole('button', { name: 'Accept offer' }).click();
  const confirmGroup = page.getByRole('group', { name: 'Confirm accepting the offer' });
  await expect(confirmGroup).toBeVisible();

  // Meanwhile the recruiter lowers the offer.
  await writeOffer('Base 10 LPA, joining 1 March in Bengaluru.');

  // The accept of what the candidate read is refused (409): the card reads the offer again.
  consoleErrors.allow(/status of 409 \(Conflict\) \(.*\/api\/candidate\/applications\/[^/]+\/offer\/accept\)/);
  await confirmGroup.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'The offer changed since you opened it.' })).toBeVisible();
  await expect(card.getByText('Base 10 LPA, joining 1 March in Bengaluru.')).toBeVisible();
  await expect(card.getByText('Base 30 LPA')).toHaveCount(0);
  await expect(page.getByText('You accepted this offer.')).toHaveCount(0);
  await axeClean(page, 'main');

  // Having read the new offer, the candidate can accept it.
  await card.getByRole('button', { name: 'Accept offer' }).click();
  await confirmGroup.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(page.getByText('You accepted this offer. The recruiter will confirm your hire.')).toBeVisible();
  await expect(card.getByText('Base 10 LPA, joining 1 March in Bengaluru.')).toBeVisible();
  await expect(card.getByText('The offer changed since you opened it.')).toHaveCount(0);
});
