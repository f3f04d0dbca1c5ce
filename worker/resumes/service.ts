import { type FileLink, type Resume, RESUMES_MAX } from '../../src/contract';
import { clock } from '../clock';
import { companyIdOfRecruiter } from '../companies';
import type { Bindings } from '../env';
import { fileLinkPath, signFileLink } from '../files';
import { ApiFailure, notFound, publicOrigin } from '../http';
import { assertResumeSize, readResume } from '../matching';
import * as store from './store';

export const RESUME_NOT_FOUND = 'Resume not found';
export const TOO_MANY_RESUMES = `You can keep up to ${RESUMES_MAX} resumes. Delete one before uploading another.`;
const NAME_MAX = 120;

/**
 * A display name without any path, control characters or a lying extension: always
 * `<stem>.<extension>` (`Offer_Letter.pdf.hta` is `Offer_Letter.pdf`; no stem is `fallback`).
 */
export function cleanName(filename: string, extension: string, fallback = 'resume'): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .replace(new RegExp(`\\.${extension}$`, 'i'), '')
      .slice(0, NAME_MAX - extension.length - 8)
      .trim() || fallback;
  return `${stem}.${extension}`;
}

/** "cv.pdf", then "cv (2).pdf", "cv (3).pdf"... */
export function suffixed(name: string, n: number): string {
  if (n <= 1) return name;
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)} (${n})${name.slice(dot)}`;
}

export async function listResumes(db: D1Database, candidateId: string): Promise<Resume[]> {
  return (await store.listResumes(db, candidateId)).map(store.toResume);
}

/**
 * Stores an uploaded resume: refused when it does not open as a PDF or DOCX, is unsafe or exceeds
 * the size cap (see readResume); its text is read once now and kept (files with no readable text
 * are stored but flagged 'unreadable'). `id` is the new resume's (the same on a keyed retry).
 */
export async function uploadResume(
  env: Bindings,
  candidateId: string,
  file: File,
  id: string = crypto.randomUUID(),
): Promise<Resume> {
  assertResumeSize(file.size);
  // A retry of an upload that landed (its answer lost): the same resume, not a second one.
  const landed = await store.findResumeById(env.DB, candidateId, id);
  if (landed) return store.toResume(landed);
  if ((await store.countResumes(env.DB, candidateId)) >= RESUMES_MAX) throw new ApiFailure(409, TOO_MANY_RESUMES);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = await readResume(bytes, file.name);
  const key = `resumes/${candidateId}/${id}`;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: read.mime } });
  const base = cleanName(file.name, read.extension);
  const taken = new Set((await store.listResumes(env.DB, candidateId)).map((r) => r.name));
  for (let n = 1; n <= RESUMES_MAX + 5; n++) {
    const name = suffixed(base, n);
    if (taken.has(name)) continue;
    const row = {
      id,
      candidate_id: candidateId,
      name,
      r2_key: key,
      mime: read.mime,
      size: bytes.byteLength,
      text: read.text,
      text_status: read.textStatus,
      created_at: clock.iso(),
    };
    if (await store.insertResume(env.DB, row)) return store.toResume(row);
    taken.add(name); // taken by an upload that raced this one
  }
  await env.FILES.delete(key);
  throw new ApiFailure(409, 'Could not find a free name for this file; rename it and try again.');
}

export async function resumeOf(db: D1Database, candidateId: string, name: string) {
  const row = await store.findResume(db, candidateId, name);
  if (!row) throw notFound(RESUME_NOT_FOUND);
  return row;
}

/** Applications keep their own copies, so deleting a resume never touches them. */
export async function deleteResume(env: Bindings, candidateId: string, name: string): Promise<void> {
  const row = await resumeOf(env.DB, candidateId, name);
  await store.deleteResume(env.DB, row.id);
  await env.FILES.delete(row.r2_key);
}

export async function fileLink(env: Bindings, file: { key: string; name: string; mime: string }): Promise<FileLink> {
  const { token, expiresAt } = await signFileLink(env.JWT_SECRET, file);
  return { url: `${publicOrigin(env)}${fileLinkPath(token)}`, expiresAt };
}

export async function resumeLink(env: Bindings, candidateId: string, name: string): Promise<FileLink> {
  const row = await resumeOf(env.DB, candidateId, name);
  return fileLink(env, { key: row.r2_key, name: row.name, mime: row.mime });
}

/**
 * A link to the copy of the resume an application carries, for a recruiter of the job's company
 * (the recruiter side's GET /api/recruiter/applications/{id}/resume-url). Anyone else: not found.
 */
export async function applicationResumeLink(
  env: Bindings,
  recruiterId: string,
  applicationId: string,
): Promise<FileLink> {
  const companyId = await companyIdOfRecruiter(env.DB, recruiterId);
  const application = companyId ? await store.applicationResume(env.DB, applicationId, companyId) : null;
  if (!application) throw notFound('Application not found');
  const file = application.resume_r2_key ? await env.FILES.head(application.resume_r2_key) : null;
  if (!file) throw notFound('This application has no resume file.');
  return fileLink(env, {
    key: application.resume_r2_key,
    name: application.resume_name,
    mime: file.httpMetadata?.contentType ?? 'application/octet-stream',
  });
}

/**
 * What an application's stored copy of the resume is, by the type stored with it on upload (which
 * the file's content decided): a PDF, or otherwise a DOCX, the only other kind accepted; null when
 * no file is stored.
 */
export async function storedResumeKind(env: Bindings, key: string): Promise<'pdf' | 'docx' | null> {
  const file = key ? await env.FILES.head(key) : null;
  if (!file) return null;
  return file.httpMetadata?.contentType === 'application/pdf' ? 'pdf' : 'docx';
}
