import { api, dataOf, typedCalls } from './client';

/**
 * The targeted sending calls (docs/messaging.md), typed by the OpenAPI document; apart from the
 * messaging calls, whose live thread checks socket events with zod, so the sending page loads neither.
 */

const { GET, POST } = typedCalls(api);

export const targetedCalls = {
  candidates: (query: { jobId: string; q?: string; minScore?: number }) =>
    dataOf(
      GET('/api/recruiter/targeted/candidates', {
        params: { query: { jobId: query.jobId, q: query.q || undefined, minScore: query.minScore || undefined } },
      }),
    ),
  send: (body: { jobId: string; candidateIds: string[]; note: string }) =>
    dataOf(POST('/api/recruiter/targeted/send', { body })),
};
