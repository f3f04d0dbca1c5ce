import type {
  AdminOverview,
  AiAudit,
  AiAuditPublication,
  AiAuditQuery,
  AnalyticsSummary,
  Notification,
  RecentActions,
  Report,
  ReportActionInput,
  ReportInput,
  ReportList,
  ReportStatus,
  ReportSummary,
  Trends,
  VerificationCase,
  VerificationDecision,
  VerificationQueue,
} from '../contract';
import { api, type ApiClient } from './api';
import { queryString as query } from './address';

export type TrendRange = { days: number } | { from: string; to: string };

/** The admin calls of spec section 7. */
export function adminCalls(client: ApiClient) {
  return {
    overview: () => client.get<AdminOverview>('/api/admin/overview'),
    analyticsSummary: (days?: number) => client.get<AnalyticsSummary>(`/api/admin/analytics/summary${query({ days })}`),
    trends: (range: TrendRange) => client.get<Trends>(`/api/admin/analytics/trends${query(range)}`),
    recentActions: (page = 1, limit?: number) => client.get<RecentActions>(`/api/admin/recent-actions${query({ page, limit })}`),
    reports: (params: { status?: ReportStatus; page?: number; limit?: number } = {}) => client.get<ReportList>(`/api/admin/reports${query(params)}`),
    reportSummary: () => client.get<ReportSummary>('/api/admin/reports/summary'),
    act: (reportId: string, input: ReportActionInput) => client.put<Report>(`/api/admin/reports/${encodeURIComponent(reportId)}/action`, input),
    aiAudit: (q: AiAuditQuery) => client.get<AiAudit>(`/api/admin/ai-audit${query(q)}`),
    publishAiAudit: (q: AiAuditQuery) => client.post<AiAuditPublication>('/api/admin/ai-audit/publish', q),
    companies: (status?: 'pending' | 'verified' | 'refused') => client.get<VerificationQueue>(`/api/admin/companies${query({ status })}`),
    decideCompany: (companyId: string, input: VerificationDecision) =>
      client.put<{ company: VerificationCase | null }>(`/api/admin/companies/${encodeURIComponent(companyId)}/verification`, input),
    /** Spec section 7: there is no admin job endpoint; the admin jobs call returns an empty list. */
    jobs: async (): Promise<never[]> => [],
  };
}

/** Calls any signed-in user makes: reporting, and their own notifications. */
export function memberCalls(client: ApiClient) {
  return {
    fileReport: (input: ReportInput) => client.post<{ id: string; status: ReportStatus; createdAt: string; message: string }>('/api/reports', input),
    notifications: (page = 1) => client.get<{ notifications: Notification[]; unreadCount: number; total: number }>(`/api/notifications${query({ page })}`),
    markRead: (input: { ids: string[] } | { all: true }) => client.post<{ updated: number; unreadCount: number }>('/api/notifications/read', input),
  };
}

export const adminApi = adminCalls(api);
export const memberApi = memberCalls(api);
