import { z } from 'zod';

import {
  SELF_ID_MESSAGES,
  SELF_ID_SET_KEYS,
  type SelfIdentification,
  selfIdentificationInputSchema,
  selfIdentificationQuerySchema,
  selfIdentificationSchema,
  type SelfIdSet,
  selfIdSetOf,
} from '../../src/contract';
import { requireRole } from '../auth';
import { clock } from '../clock';
import {
  ApiFailure,
  candidateErrors,
  createRouter,
  json,
  jsonBody,
  messageSchema,
  notFound,
  routeArea,
  said,
} from '../http';
import * as store from './store';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/**
 * The candidate's voluntary self-identification, one set of questions per market (the job's
 * company's country): only the candidate reads or changes it here; the admin's bias audit reads it
 * in aggregate; no recruiter endpoint, company export or engine input does.
 */
export const selfIdRoutes = createRouter();

async function answersOf(db: D1Database, candidateId: string, set: SelfIdSet | null): Promise<SelfIdentification> {
  const row = set ? await store.findAnswers(db, candidateId, set) : null;
  return {
    set,
    answers: row ? (JSON.parse(row.answers) as Record<string, string>) : null,
    updatedAt: row?.updated_at ?? null,
  };
}

selfIdRoutes.openapi(
  candidate.get(
    '/candidate/self-identification',
    'The self-identification questions this job’s company asks (by its country), and my answers to them',
    {
      request: { query: selfIdentificationQuerySchema },
      responses: { 200: json(selfIdentificationSchema, 'The set and my answers') },
    },
  ),
  async (c) => {
    const country = await store.countryOfJob(c.env.DB, c.req.valid('query').jobId);
    if (country === null) throw notFound();
    return c.json(await answersOf(c.env.DB, c.var.user.id, selfIdSetOf(country)), 200);
  },
);

selfIdRoutes.openapi(
  candidate.put(
    '/candidate/self-identification',
    'Answer (or change) one set of the voluntary self-identification, after applying to a company that asks it',
    {
      request: { body: jsonBody(selfIdentificationInputSchema) },
      responses: { 200: json(selfIdentificationSchema, 'Saved') },
    },
  ),
  async (c) => {
    const input = c.req.valid('json');
    const countries = await store.countriesApplied(c.env.DB, c.var.user.id);
    if (!countries.length) throw new ApiFailure(409, SELF_ID_MESSAGES.notYet);
    if (!countries.some((country) => selfIdSetOf(country) === input.set))
      throw new ApiFailure(409, SELF_ID_MESSAGES.notAsked);
    await store.saveAnswers(c.env.DB, c.var.user.id, input, clock.iso());
    return c.json(await answersOf(c.env.DB, c.var.user.id, input.set), 200);
  },
);

selfIdRoutes.openapi(
  candidate.delete('/candidate/self-identification/{set}', 'Delete my answers to one self-identification set', {
    request: { params: z.object({ set: z.enum(SELF_ID_SET_KEYS) }) },
    responses: { 200: json(messageSchema, 'Deleted') },
  }),
  async (c) =>
    said(c, store.deleteAnswers(c.env.DB, c.var.user.id, c.req.valid('param').set).run(), SELF_ID_MESSAGES.deleted),
);
