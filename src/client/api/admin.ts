import type {
  AdminUsersQuery,
  AiAuditQuery,
  ContactMessageStatus,
  ReportActionInput,
  ReportInput,
  ReportStatus,
  VerificationDecision,
} from '../../contract';
import { api, type ApiClient, dataOf, typedCalls } from './client';

export type TrendRange = { days: number } | { from: string; to: string };

/** The admin calls of spec section 7. */
export function adminCalls(client: ApiClient) {
  const { GET, POST, PUT } = typedCalls(client);
  return {
    overview: () => dataOf(GET('/api/admin/overview')),
    analyticsSummary: (days?: number) => dataOf(GET('/api/admin/analytics/summary', { params: { query: { days } } })),
    trends: (range: TrendRange) => dataOf(GET('/api/admin/analytics/trends', { params: { query: range } })),
    recentActions: (page = 1, q?: string) =>
      dataOf(GET('/api/admin/recent-actions', { params: { query: { page, q: q || undefined } } })),
    users: (query: Partial<AdminUsersQuery> = {}) => dataOf(GET('/api/admin/users', { params: { query } })),
    suspendUser: (id: string) => dataOf(POST('/api/admin/users/{id}/suspend', { params: { path: { id } } })),
    restoreUser: (id: string) => dataOf(POST('/api/admin/users/{id}/restore', { params: { path: { id } } })),
    reports: (query: { status?: ReportStatus; page?: number; limit?: number } = {}) =>
      dataOf(GET('/api/admin/reports', { params: { query } })),
    reportSummary: () => dataOf(GET('/api/admin/reports/summary')),
    act: (id: string, body: ReportActionInput) =>
      dataOf(PUT('/api/admin/reports/{id}/action', { params: { path: { id } }, body })),
    aiAudit: (query: AiAuditQuery) => dataOf(GET('/api/admin/ai-audit', { params: { query } })),
    publishAiAudit: (body: AiAuditQuery) => dataOf(POST('/api/admin/ai-audit/publish', { body })),
    companies: (status?: 'pending' | 'verified' | 'refused') =>
      dataOf(GET('/api/admin/companies', { params: { query: { status } } })),
    decideCompany: (companyId: string, body: VerificationDecision) =>
      dataOf(PUT('/api/admin/companies/{companyId}/verification', { params: { path: { companyId } }, body })),
    deadLetters: () => dataOf(GET('/api/admin/emails/dead-letter')),
    retryEmail: (id: string) => dataOf(POST('/api/admin/emails/{id}/retry', { params: { path: { id } } })),
    deadNotices: () => dataOf(GET('/api/admin/notices/dead-letter')),
    retryNotice: (id: string) => dataOf(POST('/api/admin/notices/{id}/retry', { params: { path: { id } } })),
    contactMessages: (query: { status?: ContactMessageStatus; page?: number } = {}) =>
      dataOf(GET('/api/admin/contact-messages', { params: { query } })),
    setContactMessageStatus: (id: string, status: ContactMessageStatus) =>
      dataOf(PUT('/api/admin/contact-messages/{id}', { params: { path: { id } }, body: { status } })),
    /** Spec section 7: there is no admin job endpoint; the admin jobs call returns an empty list. */
    jobs: async (): Promise<never[]> => [],
  };
}

/** Calls any signed-in user makes: reporting, and their own notifications. */
export function memberCalls(client: ApiClient) {
  const { GET, POST } = typedCalls(client);
  return {
    fileReport: (body: ReportInput) => dataOf(POST('/api/reports', { body })),
    notifications: (page = 1) => dataOf(GET('/api/notifications', { params: { query: { page } } })),
    markRead: (body: { ids: string[] } | { all: true }) => dataOf(POST('/api/notifications/read', { body })),
  };
}

export const adminApi = adminCalls(api);
export const memberApi = memberCalls(api);
