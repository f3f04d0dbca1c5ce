import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { applicationAt, signIn } from './recruiting';
import { axeClean, ready } from './screen';

// An offer is accepted as read: the recruiter lowers it from 30 LPA to 10 LPA while the candidate
// has it open; their accept of the 30 LPA offer is refused and the card shows the new one, with a
// message, before they can accept that.
/** An application in Offer, and the recruiter's way to write (or rewrite) its offer. */
async function applicationInOffer(request: APIRequestContext) {
  const t = await applicationAt(request, 'offer', 'offer-versions');
  const writeOffer = async (text: string) =>
    expect(
      (
        await request.put(`/api/recruiter/applications/${t.applicationId}/offer`, {
          headers: t.recruiterHeaders,
          data: { text },
        })
      ).status(),
    ).toBe(200);
  return { candidateEmail: t.candidateEmail, applicationId: t.applicationId, writeOffer };
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
