import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';

import {
  fileLinkSchema,
  profileSuggestionsSchema,
  RESUME_UPLOAD_FIELD,
  RESUME_UPLOAD_FIELD_MESSAGE,
  resumeSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import type { AppEnv } from '../env';
import {
  ApiFailure,
  candidateErrors,
  createRouter,
  idempotencyErrors,
  idempotencyHeaders,
  idempotent,
  json,
  limitBody,
  messageSchema,
  newIdOf,
  routeArea,
  said,
  security,
} from '../http';
import { RESUME_MAX_BYTES, resumeTooLarge } from '../matching';
import * as resumes from './service';
import { profileSuggestions } from './suggest';

const asCandidate = requireRole('candidate');
const candidate = routeArea('candidate', asCandidate, candidateErrors);

const nameParam = z.object({ name: z.string().min(1).max(200) });
const upload = z.object({
  [RESUME_UPLOAD_FIELD]: z
    .custom<File>((v) => v instanceof File, { error: RESUME_UPLOAD_FIELD_MESSAGE })
    .openapi({ type: 'string', format: 'binary', description: 'The resume, a PDF or DOCX of at most 5 MB' }),
});

/** Any other kind of body (JSON, a bare file) is told how to send it, before anything is read. */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
    throw new ApiFailure(415, `${RESUME_UPLOAD_FIELD_MESSAGE} of a multipart/form-data body`);
  await next();
});

// The file plus the multipart framing around it (boundaries, part headers, a long file name).
const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** Spec section 7: GET and POST (multipart) /api/candidate/resumes, DELETE /{name}, GET /{name}/url. */
export const resumeRoutes = createRouter();

resumeRoutes.openapi(
  candidate.get('/candidate/resumes', 'My resumes, newest first', {
    responses: { 200: json(z.object({ resumes: z.array(resumeSchema) }), 'Resumes') },
  }),
  async (c) => c.json({ resumes: await resumes.listResumes(c.env.DB, c.var.user.id) }, 200),
);

resumeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/resumes',
    tags: ['candidate'],
    summary: `Upload a resume: a PDF or DOCX in the multipart form field \`${RESUME_UPLOAD_FIELD}\``,
    security,
    middleware: [asCandidate, multipartOnly, limitBody(UPLOAD_BODY_MAX_BYTES, resumeTooLarge), idempotent] as const,
    request: {
      headers: idempotencyHeaders,
      body: {
        description: RESUME_UPLOAD_FIELD_MESSAGE,
        content: { 'multipart/form-data': { schema: upload } },
        required: true,
      },
    },
    responses: {
      201: json(resumeSchema, 'Stored'),
      ...idempotencyErrors,
      413: json(messageSchema, 'Too large'),
      415: json(messageSchema, 'Not a multipart/form-data body'),
      ...candidateErrors,
    },
  }),
  async (c) =>
    c.json(await resumes.uploadResume(c.env, c.var.user.id, c.req.valid('form')[RESUME_UPLOAD_FIELD], newIdOf(c)), 201),
);

resumeRoutes.openapi(
  candidate.delete('/candidate/resumes/{name}', 'Delete a resume (applications keep their copies)', {
    request: { params: nameParam },
    responses: { 200: json(messageSchema, 'Deleted') },
  }),
  async (c) => said(c, resumes.deleteResume(c.env, c.var.user.id, c.req.valid('param').name), 'Resume deleted'),
);

resumeRoutes.openapi(
  candidate.get('/candidate/resumes/{name}/url', 'A link to open the resume, valid 5 minutes', {
    request: { params: nameParam },
    responses: { 200: json(fileLinkSchema, 'Link') },
  }),
  async (c) => c.json(await resumes.resumeLink(c.env, c.var.user.id, c.req.valid('param').name), 200),
);

resumeRoutes.openapi(
  candidate.get(
    '/candidate/profile/suggestions',
    'What my newest readable resume suggests for my profile: headline, city, years, every role, education and skills, each marked sure or not (nothing is saved)',
    {
      responses: { 200: json(profileSuggestionsSchema, 'Suggestions') },
    },
  ),
  async (c) => c.json(await profileSuggestions(c.env.DB, c.var.user.id), 200),
);
