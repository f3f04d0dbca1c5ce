import {
  SELF_ID_MESSAGES,
  type SelfIdentification,
  selfIdentificationInputSchema,
  selfIdentificationSchema,
} from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { clock } from '../clock';
import { routeArea } from '../http/declare';
import { ApiFailure } from '../http/errors';
import { createRouter } from '../http/openapi';
import { candidateErrors, json, jsonBody, messageSchema, said } from '../http/route-kit';
import * as store from './store';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/**
 * The candidate's voluntary self-identification: only the candidate reads or changes it here; the
 * admin's bias audit reads it in aggregate; no recruiter endpoint, company export or engine input does.
 */
export const selfIdRoutes = createRouter();

async function answersOf(db: D1Database, candidateId: string): Promise<SelfIdentification> {
  const row = await store.findAnswers(db, candidateId);
  return {
    answers: row && {
      ...selfIdentificationInputSchema.parse({ sex: row.sex, raceEthnicity: row.race_ethnicity }),
      updatedAt: row.updated_at,
    },
  };
}

selfIdRoutes.openapi(
  candidate.get('/candidate/self-identification', 'My voluntary self-identification answers (null when none)', {
    responses: { 200: json(selfIdentificationSchema, 'My answers') },
  }),
  async (c) => c.json(await answersOf(c.env.DB, c.var.user.id), 200),
);

selfIdRoutes.openapi(
  candidate.put(
    '/candidate/self-identification',
    'Answer (or change) the voluntary self-identification, after applying',
    {
      request: { body: jsonBody(selfIdentificationInputSchema) },
      responses: { 200: json(selfIdentificationSchema, 'Saved') },
    },
  ),
  async (c) => {
    if (!(await store.hasApplied(c.env.DB, c.var.user.id))) throw new ApiFailure(409, SELF_ID_MESSAGES.notYet);
    await store.saveAnswers(c.env.DB, c.var.user.id, c.req.valid('json'), clock.iso());
    return c.json(await answersOf(c.env.DB, c.var.user.id), 200);
  },
);

selfIdRoutes.openapi(
  candidate.delete('/candidate/self-identification', 'Delete my self-identification answers', {
    responses: { 200: json(messageSchema, 'Deleted') },
  }),
  async (c) => said(c, store.deleteAnswers(c.env.DB, c.var.user.id).run(), SELF_ID_MESSAGES.deleted),
);
