/** A candidate's resumes, their files and links. Its face: what the other concerns and the composition root use. */
export { resumeRoutes } from './routes';
export { applicationResumeLink, cleanName, fileLink, listResumes, storedResumeKind } from './service';
export { findResume, latestReadableResume, referencedResumeKeys, deleteCandidateResumes } from './store';
