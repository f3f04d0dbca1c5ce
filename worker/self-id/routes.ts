import { createRoute } from '@hono/zod-openapi';
import { SELF_ID_MESSAGES, selfIdentificationInputSchema, selfIdentificationSchema, type SelfIdentification } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { ApiFailure } from '../http/errors';
import { createRouter } from '../http/openapi';
import { candidateErrors, json, jsonBody, messageSchema, security } from '../http/route-kit';
import * as store from './store';
import { clock } from '../clock';

const asCandidate = requireRole('candidate');

/**
 * The candidate's voluntary self-identification: only the candidate reads or changes it here; the
 * admin's bias audit reads it in aggregate; no recruiter endpoint, company export or engine input does.
 */
export const selfIdRoutes = createRouter();

async function answersOf(db: D1Database, candidateId: string): Promise<SelfIdentification> {
  const row = await store.findAnswers(db, candidateId);
  return { answers: row && { ...selfIdentificationInputSchema.parse({ sex: row.sex, raceEthnicity: row.race_ethnicity }), updatedAt: row.updated_at } };
}

selfIdRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/self-identification', tags: ['candidate'], summary: 'My voluntary self-identification answers (null when none)', security, middleware: asCandidate, responses: { 200: json(selfIdentificationSchema, 'My answers'), ...candidateErrors } }),
  async (c) => c.json(await answersOf(c.env.DB, c.var.user.id), 200),
);

selfIdRoutes.openapi(
  createRoute({ method: 'put', path: '/candidate/self-identification', tags: ['candidate'], summary: 'Answer (or change) the voluntary self-identification, after applying', security, middleware: asCandidate, request: { body: jsonBody(selfIdentificationInputSchema) }, responses: { 200: json(selfIdentificationSchema, 'Saved'), ...candidateErrors } }),
  async (c) => {
    if (!(await store.hasApplied(c.env.DB, c.var.user.id))) throw new ApiFailure(409, SELF_ID_MESSAGES.notYet);
    await store.saveAnswers(c.env.DB, c.var.user.id, c.req.valid('json'), clock.iso());
    return c.json(await answersOf(c.env.DB, c.var.user.id), 200);
  },
);

selfIdRoutes.openapi(
  createRoute({ method: 'delete', path: '/candidate/self-identification', tags: ['candidate'], summary: 'Delete my self-identification answers', security, middleware: asCandidate, responses: { 200: json(messageSchema, 'Deleted'), ...candidateErrors } }),
  async (c) => {
    await store.deleteAnswers(c.env.DB, c.var.user.id).run();
    return c.json({ message: SELF_ID_MESSAGES.deleted }, 200);
  },
);
