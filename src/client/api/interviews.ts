import type { InterviewProposal, InterviewTime } from '../../contract';
import { api, type ApiClient, dataOf, typedCalls } from './client';

/** Interview scheduling: the recruiter proposes, moves and cancels; the candidate picks or asks for other times. */
export function interviewCalls(client: ApiClient) {
  const { GET, POST, PUT } = typedCalls(client);
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    recruiterInterview: (id: string) => dataOf(GET('/api/recruiter/applications/{id}/interview', path(id))),
    propose: (id: string, body: InterviewProposal) =>
      dataOf(POST('/api/recruiter/applications/{id}/interview', { ...path(id), body })),
    moveTime: (id: string, body: InterviewTime) =>
      dataOf(PUT('/api/recruiter/applications/{id}/interview', { ...path(id), body })),
    cancel: (id: string) => dataOf(POST('/api/recruiter/applications/{id}/interview/cancel', path(id))),
    candidateInterview: (id: string) => dataOf(GET('/api/candidate/applications/{id}/interview', path(id))),
    pick: (id: string, start: string) =>
      dataOf(POST('/api/candidate/applications/{id}/interview/pick', { ...path(id), body: { start } })),
    requestTimes: (id: string, note: string) =>
      dataOf(POST('/api/candidate/applications/{id}/interview/request', { ...path(id), body: { note } })),
  };
}

export const interviews = interviewCalls(api);
