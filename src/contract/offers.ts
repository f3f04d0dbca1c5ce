import { z } from 'zod';

import { CURRENCIES, SALARY_PERIODS } from './jobs';

/**
 * Offers: the recruiter's offer on an application in Offer (its text, structured fields beside it
 * and an optional letter), and the candidate's answer.
 */
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

/** The offer's pay: one amount in a currency, per year, month or hour (written by `payText`). */
export const offerPaySchema = z.object({
  amount: z
    .number({ error: OFFER_MESSAGES.payAmountInvalid })
    .int({ error: OFFER_MESSAGES.payAmountInvalid })
    .positive({ error: OFFER_MESSAGES.payAmountInvalid })
    .max(OFFER_PAY_MAX, { error: OFFER_MESSAGES.payAmountInvalid }),
  currency: z.enum(CURRENCIES, { error: OFFER_MESSAGES.payCurrencyInvalid }),
  period: z.enum(SALARY_PERIODS, { error: OFFER_MESSAGES.payPeriodInvalid }),
});
export type OfferPay = z.infer<typeof offerPaySchema>;

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

/**
 * The offer as the recruiter writes it: the text, and structured fields that may each be left
 * out (empty or null): the title, the pay, the joining date (a calendar day), the location and the
 * expiry (an instant: the form sends the end of the chosen day in the recruiter's zone).
 */
export const offerInputSchema = z.object({
  text: z
    .string({ error: OFFER_MESSAGES.textRequired })
    .trim()
    .min(1, { error: OFFER_MESSAGES.textRequired })
    .max(OFFER_MAX, { error: OFFER_MESSAGES.textTooLong }),
  title: z.string().trim().max(OFFER_TITLE_MAX, { error: OFFER_MESSAGES.titleTooLong }).default(''),
  pay: offerPaySchema.nullable().default(null),
  joiningDate: z.iso.date({ error: OFFER_MESSAGES.joiningDateInvalid }).nullable().default(null),
  location: z.string().trim().max(OFFER_LOCATION_MAX, { error: OFFER_MESSAGES.locationTooLong }).default(''),
  expiresAt: z.iso.datetime({ error: OFFER_MESSAGES.expiryInvalid }).nullable().default(null),
});
export type OfferInput = z.infer<typeof offerInputSchema>;
export const declineOfferSchema = z.object({
  reason: z
    .string({ error: OFFER_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: OFFER_MESSAGES.reasonRequired })
    .max(DECLINE_REASON_MAX, { error: OFFER_MESSAGES.reasonTooLong }),
});
/** Accepting names the version of the offer the candidate read (`Offer.version`). */
export const acceptOfferSchema = z.object({
  version: z.string({ error: OFFER_MESSAGES.versionRequired }).trim().min(1, { error: OFFER_MESSAGES.versionRequired }),
});
export type AcceptOfferInput = z.infer<typeof acceptOfferSchema>;

export const offerSchema = z.object({
  text: z.string(),
  state: z.enum(OFFER_STATES),
  sentBy: z.string(),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The name of the attached PDF, or null. */
  fileName: z.string().nullable(),
  /** The structured fields; null where the recruiter left one out. */
  title: z.string().nullable(),
  pay: offerPaySchema.nullable(),
  /** The first working day, YYYY-MM-DD (a calendar day, no zone). */
  joiningDate: z.string().nullable(),
  location: z.string().nullable(),
  /** The instant after which the offer cannot be accepted (ISO, UTC). */
  expiresAt: z.string().nullable(),
  /**
   * The version of what the candidate reads (the text, the letter and the structured fields): a
   * SHA-256 over a canonical serialisation of that content. Accepting carries it; any change since
   * makes the accept 409 (`OFFER_MESSAGES.changed`).
   */
  version: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerAnswerSchema = z.object({ offer: offerSchema.nullable() });
