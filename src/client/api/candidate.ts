import type {
  ApplyInput,
  CandidateProfile,
  CandidateProfileUpdate,
  DeleteAccountInput,
  SelfIdentificationInput,
  SelfIdSet,
} from '../../contract';
import { type FeedParams, feedQuery, RESUME_UPLOAD_FIELD } from '../../contract';
import { api, ApiError, type BodyOf, byId, dataOf, formData, typedCalls } from './client';
import { newIdempotencyKey } from './retry';
import { uploadWithProgress } from './upload';

/** The candidate workspace's calls (spec section 7), typed by the OpenAPI document. */

/** A job alert as the API takes it. */
export type AlertBody = BodyOf<'/api/candidate/alerts', 'post'>;

/** The localStorage key of the cached candidate profile (spec section 3). */
export const PROFILE_CACHE_KEY = 'candidateProfile';

export function cacheProfile(profile: CandidateProfile): void {
  const { fullName, email, phone, location, experience, education, website, bio, skills } = profile;
  try {
    localStorage.setItem(
      PROFILE_CACHE_KEY,
      JSON.stringify({ fullName, email, phone, location, experience, education, website, bio, skills }),
    );
  } catch {
    // storage unavailable: the cache is a convenience only
  }
}

export function cachedProfile(): Partial<CandidateProfile> | null {
  try {
    const raw = localStorage.getItem(PROFILE_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Partial<CandidateProfile>) : null;
  } catch {
    return null;
  }
}

/** The editable fields of a loaded profile, to save it again with one setting changed. */
export function profileFields(p: CandidateProfile) {
  const { fullName, phone, location, experience, education, website, bio, headline, city, years, skills } = p;
  return { fullName, phone, location, experience, education, website, bio, headline, city, years, skills };
}

const { GET, POST, PUT, DELETE } = typedCalls(api);
const named = (name: string) => ({ params: { path: { name } } });

export const candidate = {
  profile: () => dataOf(GET('/api/candidate/profile')),
  saveProfile: (body: CandidateProfileUpdate) => dataOf(PUT('/api/candidate/profile', { body })),
  feed: (params: FeedParams) => dataOf(GET('/api/candidate/feed', { params: { query: feedQuery(params) } })),
  job: (jobId: string) => dataOf(GET('/api/candidate/jobs/{id}', byId(jobId))),
  apply: (jobId: string, body: ApplyInput) => dataOf(POST('/api/candidate/jobs/{id}/apply', { ...byId(jobId), body })),
  applications: () => dataOf(GET('/api/candidate/applications')),
  application: (applicationId: string) => dataOf(GET('/api/candidate/applications/{id}', byId(applicationId))),
  requestHumanReview: (applicationId: string) =>
    dataOf(POST('/api/candidate/applications/{id}/human-review', byId(applicationId))),
  selfIdentification: (jobId: string) =>
    dataOf(GET('/api/candidate/self-identification', { params: { query: { jobId } } })),
  saveSelfIdentification: (body: SelfIdentificationInput) =>
    dataOf(PUT('/api/candidate/self-identification', { body })),
  deleteSelfIdentification: (set: SelfIdSet) =>
    dataOf(DELETE('/api/candidate/self-identification/{set}', { params: { path: { set } } })),
  withdraw: (applicationId: string, reason: string) =>
    dataOf(POST('/api/candidate/applications/{id}/withdraw', { ...byId(applicationId), body: { reason } })),
  resumes: () => dataOf(GET('/api/candidate/resumes')),
  uploadResume: (file: File, idempotencyKey = newIdempotencyKey()) =>
    dataOf(
      POST('/api/candidate/resumes', {
        params: { header: { 'idempotency-key': idempotencyKey } },
        body: { [RESUME_UPLOAD_FIELD]: file },
        bodySerializer: formData,
      }),
    ),
  /** The same upload, reporting progress; an expired session is refreshed by the plain upload, under the same key. */
  uploadResumeWithProgress: async (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(RESUME_UPLOAD_FIELD, file);
    const key = newIdempotencyKey();
    try {
      return await uploadWithProgress('/api/candidate/resumes', form, key, onProgress);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403))
        return candidate.uploadResume(file, key);
      throw err;
    }
  },
  deleteResume: (name: string) => dataOf(DELETE('/api/candidate/resumes/{name}', named(name))),
  resumeLink: (name: string) => dataOf(GET('/api/candidate/resumes/{name}/url', named(name))),
  profileSuggestions: () => dataOf(GET('/api/candidate/profile/suggestions')),
  savedJobs: () => dataOf(GET('/api/candidate/saved-jobs')),
  isSaved: (jobId: string) => dataOf(GET('/api/candidate/saved-jobs/{id}', byId(jobId))),
  saveJob: (jobId: string) => dataOf(PUT('/api/candidate/saved-jobs/{id}', byId(jobId))),
  unsaveJob: (jobId: string) => dataOf(DELETE('/api/candidate/saved-jobs/{id}', byId(jobId))),
  alerts: () => dataOf(GET('/api/candidate/alerts')),
  createAlert: (body: AlertBody) => dataOf(POST('/api/candidate/alerts', { body })),
  updateAlert: (alertId: string, body: AlertBody) =>
    dataOf(PUT('/api/candidate/alerts/{id}', { ...byId(alertId), body })),
  deleteAlert: (alertId: string) => dataOf(DELETE('/api/candidate/alerts/{id}', byId(alertId))),
  alertMatches: (alertId: string) => dataOf(GET('/api/candidate/alerts/{id}/matches', byId(alertId))),
  changePassword: (currentPassword: string, newPassword: string) =>
    dataOf(POST('/api/candidate/password', { body: { currentPassword, newPassword } })),
  /** "Download my data": the zip's bytes, through the same bearer, refresh and error rules as every call. */
  exportData: async () => (await api.fetch(new Request(`${api.baseUrl}/api/candidate/export`))).blob(),
  deletionOptions: () => dataOf(GET('/api/candidate/account/deletion')),
  deleteAccount: (body: DeleteAccountInput) => dataOf(DELETE('/api/candidate/account', { body })),
  /** A fresh Google sign-in that confirms the deletion: where to send the browser. */
  confirmWithGoogle: () => dataOf(POST('/api/auth/google/confirm')),
  emailDeletionLink: () => dataOf(POST('/api/candidate/account/deletion-link')),
  /** The emailed link's confirmation; the token is the permission, so no session is needed. */
  deleteByLink: (token: string) =>
    api.post<{ message: string }>('/api/account/deletion', { token }, { authenticated: false }),
  company: (companyId: string) => dataOf(GET('/api/companies/{companyId}', { params: { path: { companyId } } })),
};
