import type {
  Alert,
  AlertInput,
  ApplyInput,
  CandidateApplication,
  CandidateApplicationDetail,
  CandidateJob,
  CandidateProfile,
  CandidateProfileUpdate,
  CompanyPage,
  FeedResponse,
  FileLink,
  JobCard,
  ProfileSuggestions,
  Resume,
  SelfIdentification,
  SelfIdentificationInput,
} from '../contract';
import { RESUME_UPLOAD_FIELD } from '../contract';
import { api, ApiError } from './api';
import { queryString } from './address';
import { newIdempotencyKey } from './retry';
import { uploadWithProgress } from './upload';

/** The candidate workspace's calls (spec section 7 and issue 5), typed by the contract. */
const enc = encodeURIComponent;

export type FeedParams = Partial<Record<'q' | 'location' | 'workplaceType' | 'employmentType' | 'minSalary' | 'postedWithin' | 'sort' | 'cursor' | 'limit', string>>;

/** The localStorage key of the cached candidate profile (spec section 3). */
export const PROFILE_CACHE_KEY = 'candidateProfile';

export function cacheProfile(profile: CandidateProfile): void {
  const { fullName, email, phone, location, experience, education, website, bio, skills } = profile;
  try {
    localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify({ fullName, email, phone, location, experience, education, website, bio, skills }));
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

export const candidate = {
  profile: () => api.get<CandidateProfile>('/api/candidate/profile'),
  saveProfile: (input: CandidateProfileUpdate) => api.put<CandidateProfile>('/api/candidate/profile', input),
  feed: (params: FeedParams) => api.get<FeedResponse>(`/api/candidate/feed${queryString(params)}`),
  job: (id: string) => api.get<CandidateJob>(`/api/candidate/jobs/${enc(id)}`),
  apply: (id: string, input: ApplyInput) => api.post<CandidateApplicationDetail>(`/api/candidate/jobs/${enc(id)}/apply`, input),
  applications: () => api.get<{ applications: CandidateApplication[] }>('/api/candidate/applications'),
  application: (id: string) => api.get<CandidateApplicationDetail>(`/api/candidate/applications/${enc(id)}`),
  requestHumanReview: (id: string) => api.post<CandidateApplicationDetail>(`/api/candidate/applications/${enc(id)}/human-review`),
  selfIdentification: () => api.get<SelfIdentification>('/api/candidate/self-identification'),
  saveSelfIdentification: (input: SelfIdentificationInput) => api.put<SelfIdentification>('/api/candidate/self-identification', input),
  deleteSelfIdentification: () => api.delete<{ message: string }>('/api/candidate/self-identification'),
  withdraw: (id: string, reason: string) => api.post<CandidateApplicationDetail>(`/api/candidate/applications/${enc(id)}/withdraw`, { reason }),
  resumes: () => api.get<{ resumes: Resume[] }>('/api/candidate/resumes'),
  uploadResume: (file: File, idempotencyKey?: string) => {
    const form = new FormData();
    form.append(RESUME_UPLOAD_FIELD, file);
    return api.post<Resume>('/api/candidate/resumes', form, { idempotencyKey });
  },
  /** The same upload, reporting progress; an expired session is refreshed by the plain upload, under the same key. */
  uploadResumeWithProgress: async (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(RESUME_UPLOAD_FIELD, file);
    const key = newIdempotencyKey();
    try {
      return await uploadWithProgress<Resume>('/api/candidate/resumes', form, key, onProgress);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return candidate.uploadResume(file, key);
      throw err;
    }
  },
  deleteResume: (name: string) => api.delete<{ message: string }>(`/api/candidate/resumes/${enc(name)}`),
  resumeLink: (name: string) => api.get<FileLink>(`/api/candidate/resumes/${enc(name)}/url`),
  profileSuggestions: () => api.get<ProfileSuggestions>('/api/candidate/profile/suggestions'),
  savedJobs: () => api.get<{ jobs: JobCard[] }>('/api/candidate/saved-jobs'),
  isSaved: (id: string) => api.get<{ saved: boolean }>(`/api/candidate/saved-jobs/${enc(id)}`),
  saveJob: (id: string) => api.put<{ saved: boolean }>(`/api/candidate/saved-jobs/${enc(id)}`),
  unsaveJob: (id: string) => api.delete<{ saved: boolean }>(`/api/candidate/saved-jobs/${enc(id)}`),
  alerts: () => api.get<{ alerts: Alert[] }>('/api/candidate/alerts'),
  createAlert: (input: AlertInput) => api.post<Alert>('/api/candidate/alerts', input),
  updateAlert: (id: string, input: AlertInput) => api.put<Alert>(`/api/candidate/alerts/${enc(id)}`, input),
  deleteAlert: (id: string) => api.delete<{ message: string }>(`/api/candidate/alerts/${enc(id)}`),
  alertMatches: (id: string) => api.get<{ alert: Alert; jobs: JobCard[] }>(`/api/candidate/alerts/${enc(id)}/matches`),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<{ message: string; accessToken: string }>('/api/candidate/password', { currentPassword, newPassword }),
  exportData: () => api.get<unknown>('/api/candidate/export'),
  deleteAccount: (confirmation: string) => api.request<{ message: string }>('/api/candidate/account', { method: 'DELETE', body: { confirmation } }),
  company: (id: string) => api.get<CompanyPage>(`/api/companies/${enc(id)}`),
};
