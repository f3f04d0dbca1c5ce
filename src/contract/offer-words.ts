// Offers' limits, states and words, and the checks that need no schema, apart from offers.ts and its
// schemas: the candidate's application page shows them without zod.

export const OFFER_MAX = 5_000;
export const OFFER_TITLE_MAX = 120;
export const OFFER_LOCATION_MAX = 120;
/** The largest pay amount a form takes (a year's pay in rupees fits many times over). */
export const OFFER_PAY_MAX = 1_000_000_000;
/** How far ahead an offer's expiry may be. */
export const OFFER_EXPIRY_HORIZON_DAYS = 365;
export const DECLINE_REASON_MAX = 500;
/** The offer's optional file: one PDF of at most 5 MB, in the multipart field OFFER_FILE_FIELD. */
export const OFFER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const OFFER_FILE_FIELD = 'file';
export const OFFER_STATES = ['sent', 'accepted', 'declined', 'confirmed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_MESSAGES = {
  textRequired: 'Write the offer',
  textTooLong: `An offer is at most ${OFFER_MAX} characters`,
  notInOffer: 'Move the application to Offer first.',
  alreadyAnswered: 'The candidate has already answered this offer.',
  noOffer: 'There is no offer on this application.',
  notAccepted: 'The candidate has not accepted this offer.',
  hireThroughOffer:
    'An offer is out: the application moves to Hired once the candidate accepts it and you confirm the hire in its Offer section.',
  fileRequired: 'Choose the offer letter (a PDF)',
  fileNotPdf: 'The offer letter must be a PDF',
  fileTooLarge: 'The offer letter must be at most 5 MB',
  noFile: 'This offer has no file.',
  reasonRequired: 'Tell the recruiter why you decline',
  reasonTooLong: `A reason is at most ${DECLINE_REASON_MAX} characters`,
  versionRequired: 'Open the offer and read it before you accept',
  changed: 'The offer changed since you opened it. Read the new offer below before you answer.',
  titleTooLong: `A title is at most ${OFFER_TITLE_MAX} characters`,
  locationTooLong: `A location is at most ${OFFER_LOCATION_MAX} characters`,
  payAmountInvalid: 'Give the pay as a whole amount above zero',
  payCurrencyInvalid: 'Choose a currency',
  payPeriodInvalid: 'Choose per year, month or hour',
  joiningDateInvalid: 'Give the joining date as a date like 2026-01-31',
  expiryInvalid: 'Give the expiry as a date',
  expiryPast: 'Choose an expiry date in the future',
  expiryTooFar: `Choose an expiry within ${OFFER_EXPIRY_HORIZON_DAYS} days`,
  expired: 'This offer has expired and can no longer be accepted.',
} as const;

/** What is wrong with an expiry (an ISO instant) at `now`, or null: it must be ahead, within the horizon. */
export function expiryProblem(expiresAt: string, now: number): string | null {
  const at = Date.parse(expiresAt);
  if (at <= now) return OFFER_MESSAGES.expiryPast;
  if (at > now + OFFER_EXPIRY_HORIZON_DAYS * 86_400_000) return OFFER_MESSAGES.expiryTooFar;
  return null;
}

/** Whether an offer's expiry has passed at `now` (an offer with none never expires). */
export const offerExpired = (o: { expiresAt: string | null }, now: number) =>
  o.expiresAt !== null && Date.parse(o.expiresAt) <= now;
