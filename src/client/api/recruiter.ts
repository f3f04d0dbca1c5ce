import type {
  ApplicationFilters,
  ApplicationStatus,
  JobInput,
  JobStatus,
  NotificationPrefs,
  RecruiterProfile,
  RecruiterProfileInput,
  TemplateInput,
} from '../../contract';
import { api, byId, dataOf, errorFromResponse, typedCalls } from './client';

/** The recruiter calls of spec section 7 and the workspace's own, typed by the OpenAPI document. */

const { GET, POST, PUT, DELETE } = typedCalls(api);

export const recruiter = {
  profile: () => dataOf(GET('/api/recruiter/profile')),
  saveProfile: (body: RecruiterProfileInput) => dataOf(PUT('/api/recruiter/profile', { body })),
  settings: () => dataOf(GET('/api/recruiter/settings')),
  setBlindReview: (enabled: boolean) => dataOf(PUT('/api/recruiter/settings/blind-review', { body: { enabled } })),
  setNotifications: (body: NotificationPrefs) => dataOf(PUT('/api/recruiter/settings/notifications', { body })),
  changePassword: (currentPassword: string, newPassword: string) =>
    dataOf(PUT('/api/recruiter/settings/password', { body: { currentPassword, newPassword } })),

  jobs: (status?: JobStatus) => dataOf(GET('/api/recruiter/jobs', { params: { query: { status } } })),
  job: (jobId: string) => dataOf(GET('/api/recruiter/jobs/{id}', byId(jobId))),
  createJob: (body: JobInput) => dataOf(POST('/api/recruiter/jobs', { body })),
  updateJob: (jobId: string, body: JobInput) => dataOf(PUT('/api/recruiter/jobs/{id}', { ...byId(jobId), body })),
  deleteJob: (jobId: string) => dataOf(DELETE('/api/recruiter/jobs/{id}', byId(jobId))),

  allApplications: (query: ApplicationFilters) =>
    dataOf(GET('/api/recruiter/jobs/applications', { params: { query } })),
  jobApplications: (jobId: string, query: ApplicationFilters) =>
    dataOf(GET('/api/recruiter/jobs/{id}/applications', { params: { path: { id: jobId }, query } })),
  application: (applicationId: string) => dataOf(GET('/api/recruiter/applications/{id}', byId(applicationId))),
  resumeUrl: (applicationId: string) => dataOf(GET('/api/recruiter/applications/{id}/resume-url', byId(applicationId))),
  resumeView: (applicationId: string) =>
    dataOf(GET('/api/recruiter/applications/{id}/resume-text', byId(applicationId))),
  /** The resume file's bytes, through the same signed link a download opens (so the same access rules). */
  resumeBytes: async (applicationId: string) => {
    const { url } = await recruiter.resumeUrl(applicationId);
    // The link is absolute on the API's origin; in proxy mode that is not this page's, whose CSP allows
    // only 'self'. Every product page serves /api itself (directly or through the edge), so read it here.
    const link = new URL(url, location.href);
    const res = await fetch(`${link.pathname}${link.search}`, { credentials: 'omit' });
    if (!res.ok) throw await errorFromResponse(res);
    return new Uint8Array(await res.arrayBuffer());
  },
  /** `message` is what the candidate reads (placeholders filled by the worker); the note stays internal. */
  moveApplication: (
    applicationId: string,
    status: ApplicationStatus,
    note?: string,
    reason?: string,
    message?: string,
  ) =>
    dataOf(
      PUT('/api/recruiter/applications/{id}/status', {
        ...byId(applicationId),
        body: { status, note, reason, message },
      }),
    ),
  /** Takes back one's own move to Screening or Interview within its undo window; the candidate is never told. */
  undoMove: (applicationId: string) => dataOf(POST('/api/recruiter/applications/{id}/undo-move', byId(applicationId))),
  bulkMove: (ids: string[], status: ApplicationStatus, note?: string, reason?: string, message?: string) =>
    dataOf(POST('/api/recruiter/applications/bulk-status', { body: { ids, status, note, reason, message } })),
  /** One message to each selected application's candidate, its placeholders filled for each by the worker. */
  bulkMessage: (ids: string[], body: string) =>
    dataOf(POST('/api/recruiter/applications/bulk-message', { body: { ids, body } })),

  candidates: (q: string, page: number) =>
    dataOf(GET('/api/recruiter/candidates', { params: { query: { q: q || undefined, page } } })),
  candidate: (candidateId: string) =>
    dataOf(GET('/api/recruiter/candidates/{candidateId}', { params: { path: { candidateId } } })),

  templates: () => dataOf(GET('/api/recruiter/templates')),
  createTemplate: (body: TemplateInput) => dataOf(POST('/api/recruiter/templates', { body })),
  updateTemplate: (id: string, body: TemplateInput) =>
    dataOf(PUT('/api/recruiter/templates/{id}', { ...byId(id), body })),
  deleteTemplate: (id: string) => dataOf(DELETE('/api/recruiter/templates/{id}', byId(id))),

  dashboard: () => dataOf(GET('/api/recruiter/dashboard')),
  analytics: (days: number, jobId?: string) =>
    dataOf(GET('/api/recruiter/analytics', { params: { query: { days, jobId } } })),
};

/** Spec section 3: the recruiter profile is cached locally (fullName, email, company, phone, location, website, bio). */
export const PROFILE_CACHE_KEY = 'recruiterProfile';

export function cacheProfile(p: RecruiterProfile): void {
  const cached = {
    fullName: p.fullName,
    email: p.email,
    company: p.company,
    phone: p.phone,
    location: p.location,
    website: p.website,
    bio: p.bio,
  };
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
