import { OFFER_FILE_FIELD } from '../../contract/offer-words';
import type { OfferInput } from '../../contract/offers';
import { api, type ApiClient, dataOf, formData, typedCalls } from './client';

/** Offers: the recruiter sends and confirms, the candidate accepts or declines. */
export function offerCalls(client: ApiClient) {
  const { GET, POST, PUT } = typedCalls(client);
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    recruiterOffer: (id: string) => dataOf(GET('/api/recruiter/applications/{id}/offer', path(id))),
    send: (id: string, body: OfferInput) =>
      dataOf(PUT('/api/recruiter/applications/{id}/offer', { ...path(id), body })),
    confirmHire: (id: string) => dataOf(POST('/api/recruiter/applications/{id}/offer/confirm', path(id))),
    attachFile: (id: string, file: File) =>
      dataOf(
        PUT('/api/recruiter/applications/{id}/offer/file', {
          ...path(id),
          body: { [OFFER_FILE_FIELD]: file },
          bodySerializer: formData,
        }),
      ),
    recruiterFileLink: (id: string) => dataOf(GET('/api/recruiter/applications/{id}/offer/file-url', path(id))),
    candidateFileLink: (id: string) => dataOf(GET('/api/candidate/applications/{id}/offer/file-url', path(id))),
    candidateOffer: (id: string) => dataOf(GET('/api/candidate/applications/{id}/offer', path(id))),
    /** Accepts the offer as read: `version` is the `Offer.version` the candidate was shown. */
    accept: (id: string, version: string) =>
      dataOf(POST('/api/candidate/applications/{id}/offer/accept', { ...path(id), body: { version } })),
    decline: (id: string, reason: string) =>
      dataOf(POST('/api/candidate/applications/{id}/offer/decline', { ...path(id), body: { reason } })),
  };
}

export const offers = offerCalls(api);
