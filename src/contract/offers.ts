import { z } from 'zod';

/** Offers: the recruiter's offer text on an application in Offer, and the candidate's answer. */
export const OFFER_MAX = 5_000;
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
} as const;

export const offerInputSchema = z.object({
  text: z
    .string({ error: OFFER_MESSAGES.textRequired })
    .trim()
    .min(1, { error: OFFER_MESSAGES.textRequired })
    .max(OFFER_MAX, { error: OFFER_MESSAGES.textTooLong }),
});
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
  /**
   * The version of what the candidate reads (the text, the letter and any structured field): a
   * SHA-256 over a canonical serialisation of that content. Accepting carries it; any change since
   * makes the accept 409 (`OFFER_MESSAGES.changed`).
   */
  version: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerAnswerSchema = z.object({ offer: offerSchema.nullable() });
