import { createRoute, z } from '@hono/zod-openapi';
import { fileLinkSchema, resumeSchema } from '../../src/contract';
import { limitBody } from '../http/body-limit';
import { createRouter } from '../http/openapi';
import { RESUME_MAX_BYTES, resumeTooLarge } from '../matching/engine';
import * as resumes from './service';
import { candidateErrors, json, messageSchema, security } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const asCandidate = requireRole('candidate');

const nameParam = z.object({ name: z.string().min(1).max(200) });
const upload = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'Choose a PDF or DOCX file to upload' })
    .openapi({ type: 'string', format: 'binary' }),
});

// The file plus the multipart framing around it (boundaries, part headers, a long file name).
const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** Spec section 7: GET and POST (multipart) /api/candidate/resumes, DELETE /{name}, GET /{name}/url. */
export const resumeRoutes = createRouter();

resumeRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/resumes', tags: ['candidate'], summary: 'My resumes, newest first', security, middleware: asCandidate, responses: { 200: json(z.object({ resumes: z.array(resumeSchema) }), 'Resumes'), ...candidateErrors } }),
  async (c) => c.json({ resumes: await resumes.listResumes(c.env.DB, c.var.user.id) }, 200),
);

resumeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/resumes',
    tags: ['candidate'],
    summary: 'Upload a resume (multipart field "file"; PDF or DOCX)',
    security,
    middleware: [asCandidate, limitBody(UPLOAD_BODY_MAX_BYTES, resumeTooLarge)] as const,
    request: { body: { content: { 'multipart/form-data': { schema: upload } }, required: true } },
    responses: { 201: json(resumeSchema, 'Stored'), 413: json(messageSchema, 'Too large'), ...candidateErrors },
  }),
  async (c) => c.json(await resumes.uploadResume(c.env, c.var.user.id, c.req.valid('form').file), 201),
);

resumeRoutes.openapi(
  createRoute({ method: 'delete', path: '/candidate/resumes/{name}', tags: ['candidate'], summary: 'Delete a resume (applications keep their copies)', security, middleware: asCandidate, request: { params: nameParam }, responses: { 200: json(messageSchema, 'Deleted'), ...candidateErrors } }),
  async (c) => {
    await resumes.deleteResume(c.env, c.var.user.id, c.req.valid('param').name);
    return c.json({ message: 'Resume deleted' }, 200);
  },
);

resumeRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/resumes/{name}/url', tags: ['candidate'], summary: 'A link to open the resume, valid 5 minutes', security, middleware: asCandidate, request: { params: nameParam }, responses: { 200: json(fileLinkSchema, 'Link'), ...candidateErrors } }),
  async (c) => c.json(await resumes.resumeLink(c.env, c.var.user.id, c.req.valid('param').name), 200),
);
