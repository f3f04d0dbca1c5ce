import { createRoute } from '@hono/zod-openapi';
import { declineOfferSchema, errorSchema, offerAnswerSchema, offerInputSchema, recruiterApplicationDetailSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { candidateErrors, guarded, idParam, json, jsonBody, recruiterErrors } from '../http/route-kit';
import { deliverAfterAnswer } from '../notices/service';
import * as offers from './service';

const recruiterOnly = guarded('offers', requireRole('recruiter'));
const candidateOnly = guarded('offers', requireRole('candidate'));
const conflict = { 409: json(errorSchema, 'Not in Offer, or the offer was already answered') };

/** Offers on applications: the recruiter's side and the candidate's. */
export const offerRoutes = createRouter();

offerRoutes.openapi(
  createRoute({ ...recruiterOnly, method: 'get', path: '/recruiter/applications/{id}/offer', summary: 'The offer on one of the company’s applications', request: { params: idParam }, responses: { 200: json(offerAnswerSchema, 'The offer, or null'), ...recruiterErrors } }),
  async (c) => c.json({ offer: await offers.recruiterOffer(c.env.DB, c.var.user.id, c.req.valid('param').id) }, 200),
);

offerRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/recruiter/applications/{id}/offer',
    summary: 'Send or revise the offer of an application in Offer (until the candidate answers); the candidate is notified',
    request: { params: idParam, body: jsonBody(offerInputSchema) },
    responses: { 200: json(offerAnswerSchema, 'The offer'), ...recruiterErrors, ...conflict },
  }),
  async (c) => c.json({ offer: await offers.sendOffer(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json').text) }, 200),
);

offerRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'post',
    path: '/recruiter/applications/{id}/offer/confirm',
    summary: 'Confirm the hire of a candidate who accepted the offer: the application moves to Hired',
    request: { params: idParam },
    responses: { 200: json(recruiterApplicationDetailSchema, 'The application, now Hired'), ...recruiterErrors, ...conflict },
  }),
  async (c) => {
    const notices: string[] = [];
    const detail = await offers.confirmHire(c.env, c.var.user.id, c.req.valid('param').id, notices);
    deliverAfterAnswer(c, notices);
    return c.json(detail, 200);
  },
);

offerRoutes.openapi(
  createRoute({ ...candidateOnly, method: 'get', path: '/candidate/applications/{id}/offer', summary: 'The offer on the candidate’s application', request: { params: idParam }, responses: { 200: json(offerAnswerSchema, 'The offer, or null'), ...candidateErrors } }),
  async (c) => c.json({ offer: await offers.candidateOffer(c.env.DB, c.var.user.id, c.req.valid('param').id) }, 200),
);

offerRoutes.openapi(
  createRoute({ ...candidateOnly, method: 'post', path: '/candidate/applications/{id}/offer/accept', summary: 'Accept the offer; the recruiter confirms the hire', request: { params: idParam }, responses: { 200: json(offerAnswerSchema, 'The offer, accepted'), ...candidateErrors } }),
  async (c) => c.json({ offer: await offers.acceptOffer(c.env, c.var.user.id, c.req.valid('param').id) }, 200),
);

offerRoutes.openapi(
  createRoute({
    ...candidateOnly,
    method: 'post',
    path: '/candidate/applications/{id}/offer/decline',
    summary: 'Decline the offer with a reason: the application is withdrawn with that reason',
    request: { params: idParam, body: jsonBody(declineOfferSchema) },
    responses: { 200: json(offerAnswerSchema, 'The offer, declined'), ...candidateErrors },
  }),
  async (c) => c.json({ offer: await offers.declineOffer(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason) }, 200),
);
