import type { JobScorecardInput, ScorecardInput } from '../../contract';
import { api, type ApiClient, byId, dataOf, typedCalls } from './client';

/** Interview scorecards: a job's attributes, an application's panel and the panelist's scorecard. */
export function scorecardCalls(client: ApiClient) {
  const { GET, POST, PUT, DELETE } = typedCalls(client);
  return {
    jobScorecard: (jobId: string) => dataOf(GET('/api/recruiter/jobs/{id}/scorecard', byId(jobId))),
    saveJobScorecard: (jobId: string, body: JobScorecardInput) =>
      dataOf(PUT('/api/recruiter/jobs/{id}/scorecard', { ...byId(jobId), body })),
    panel: (id: string) => dataOf(GET('/api/recruiter/applications/{id}/panel', byId(id))),
    addPanelist: (id: string, memberId: string) =>
      dataOf(POST('/api/recruiter/applications/{id}/panel', { ...byId(id), body: { memberId } })),
    removePanelist: (id: string, memberId: string) =>
      dataOf(DELETE('/api/recruiter/applications/{id}/panel/{memberId}', { params: { path: { id, memberId } } })),
    submit: (id: string, body: ScorecardInput) =>
      dataOf(POST('/api/recruiter/applications/{id}/scorecards', { ...byId(id), body })),
  };
}

export const scorecards = scorecardCalls(api);
