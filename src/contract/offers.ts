import { z } from 'zod';

import { CURRENCIES, SALARY_PERIODS } from './jobs';
import {
  DECLINE_REASON_MAX,
  OFFER_LOCATION_MAX,
  OFFER_MAX,
  OFFER_MESSAGES,
  OFFER_PAY_MAX,
  OFFER_STATES,
  OFFER_TITLE_MAX,
} from './offer-words';

/**
 * Offers: the recruiter's offer on an application in Offer (its text, structured fields beside it
 * and an optional letter), and the candidate's answer.
 */

// Their limits, states and words and the checks that need no schema live apart (offer-words.ts, no
// zod): the candidate's application page shows them. Importable from here too.
export * from './offer-words';

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
