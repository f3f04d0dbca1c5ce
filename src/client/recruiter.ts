import type {
  Analytics,
  ApplicationPage,
  ApplicationStatus,
  CompanyCandidate,
  Dashboard,
  Job,
  JobInput,
  RecruiterApplication,
  RecruiterApplicationDetail,
  RecruiterProfile,
  RecruiterProfileInput,
  RecruiterSettings,
} from '../contract';
import { api, dataOf, typedCalls } from './api';
import { queryString as query } from './address';

/** The recruiter calls of spec section 7 and the workspace's own, typed. */

export interface ApplicationFilters {
  page: number;
  limit: number;
  sort: 'createdAt' | 'atsScore';
  status?: ApplicationStatus;
  atsScore?: number;
  /** Applied on or after / on or before these UTC days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** One job's applications, on the all-applications list. */
  jobId?: string;
}

const enc = encodeURIComponent;

export interface CandidateApplications {
  candidate: CompanyCandidate['candidate'];
  skills: string[];
  applications: RecruiterApplication[];
}

const { GET } = typedCalls(api);

export const recruiter = {
  profile: () => api.get<RecruiterProfile>('/api/recruiter/profile'),
  saveProfile: (input: RecruiterProfileInput) => api.put<RecruiterProfile>('/api/recruiter/profile', input),
  settings: () => api.get<RecruiterSettings>('/api/recruiter/settings'),
  setBlindReview: (enabled: boolean) => api.put<RecruiterSettings>('/api/recruiter/settings/blind-review', { enabled }),
  setNotifications: (emailOnNewApplication: boolean) => api.put<RecruiterSettings>('/api/recruiter/settings/notifications', { emailOnNewApplication }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.put<{ message: string; accessToken: string }>('/api/recruiter/settings/password', { currentPassword, newPassword }),

  jobs: () => api.get<{ jobs: Job[] }>('/api/recruiter/jobs'),
  job: (id: string) => api.get<Job>(`/api/recruiter/jobs/${enc(id)}`),
  createJob: (input: JobInput) => api.post<Job>('/api/recruiter/jobs', input),
  updateJob: (id: string, input: JobInput) => api.put<Job>(`/api/recruiter/jobs/${enc(id)}`, input),
  deleteJob: (id: string) => api.delete<{ deleted: boolean; message: string; job?: Job }>(`/api/recruiter/jobs/${enc(id)}`),

  allApplications: (f: ApplicationFilters) => dataOf(GET('/api/recruiter/jobs/applications', { params: { query: f } })),
  jobApplications: (jobId: string, f: ApplicationFilters) => api.get<ApplicationPage>(`/api/recruiter/jobs/${enc(jobId)}/applications${query({ ...f })}`),
  application: (id: string) => api.get<RecruiterApplicationDetail>(`/api/recruiter/applications/${enc(id)}`),
  resumeUrl: (id: string) => api.get<{ url: string; expiresAt: string }>(`/api/recruiter/applications/${enc(id)}/resume-url`),
  moveApplication: (id: string, status: ApplicationStatus, note?: string, reason?: string) =>
    api.put<RecruiterApplicationDetail>(`/api/recruiter/applications/${enc(id)}/status`, { status, note, reason }),
  bulkMove: (ids: string[], status: ApplicationStatus, note?: string, reason?: string) =>
    api.post<{ updated: number; applications: RecruiterApplication[] }>('/api/recruiter/applications/bulk-status', { ids, status, note, reason }),

  candidates: (q: string, page: number) =>
    api.get<{ candidates: CompanyCandidate[]; page: number; limit: number; total: number; totalPages: number }>(`/api/recruiter/candidates${query({ q, page })}`),
  candidate: (id: string) => api.get<CandidateApplications>(`/api/recruiter/candidates/${enc(id)}`),

  dashboard: () => api.get<Dashboard>('/api/recruiter/dashboard'),
  analytics: (days: number, jobId?: string) => api.get<Analytics>(`/api/recruiter/analytics${query({ days, jobId })}`),
};

/** Spec section 3: the recruiter profile is cached locally (fullName, email, company, phone, location, website, bio). */
export const PROFILE_CACHE_KEY = 'recruiterProfile';

export function cacheProfile(p: RecruiterProfile): void {
  const cached = { fullName: p.fullName, email: p.email, company: p.company, phone: p.phone, location: p.location, website: p.website, bio: p.bio };
  try {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify(cached));
  } catch {
    // storage full or disabled: the cache is only a convenience
  }
}

export function cachedProfile(): Partial<RecruiterProfile> | null {
  try {
    const raw = localStorage.getItem(PROFILE_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Partial<RecruiterProfile>) : null;
  } catch {
    return null;
  }
}
