import { createRoute, z } from '@hono/zod-openapi';
import {
  declineOfferSchema,
  errorSchema,
  fileLinkSchema,
  OFFER_FILE_FIELD,
  OFFER_FILE_MAX_BYTES,
  OFFER_MESSAGES,
  offerAnswerSchema,
  offerInputSchema,
  recruiterApplicationDetailSchema,
} from '../../src/contract';
import { limitBody } from '../http/body-limit';
import { ApiFailure } from '../http/errors';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { candidateErrors, guarded, idParam, json, jsonBody, recruiterErrors } from '../http/route-kit';
import { deliverAfterAnswer } from '../notices/service';
import * as offers from './service';

const recruiterOnly = guarded('offers', requireRole('recruiter'));
const candidateOnly = guarded('offers', requireRole('candidate'));
const conflict = { 409: json(errorSchema, 'Not in Offer, or the offer was already answered') };
const upload = z.object({
  [OFFER_FILE_FIELD]: z.custom<File>((v) => v instanceof File, { error: OFFER_MESSAGES.fileRequired }).openapi({ type: 'string', format: 'binary', description: 'The offer letter, a PDF of at most 5 MB' }),
});
// The file plus the multipart framing around it.
const tooLarge = () => new ApiFailure(413, OFFER_MESSAGES.fileTooLarge);

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

offerRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    middleware: [requireRole('recruiter'), limitBody(OFFER_FILE_MAX_BYTES + 64 * 1024, tooLarge)] as const,
    method: 'put',
    path: '/recruiter/applications/{id}/offer/file',
    summary: `Attach or replace the offer letter (a PDF, multipart field \`${OFFER_FILE_FIELD}\`) until the candidate answers`,
    request: { params: idParam, body: { content: { 'multipart/form-data': { schema: upload } }, required: true } },
    responses: { 200: json(offerAnswerSchema, 'The offer with its file'), 413: json(errorSchema, 'Too large'), ...recruiterErrors, ...conflict },
  }),
  async (c) => c.json({ offer: await offers.attachOfferFile(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('form')[OFFER_FILE_FIELD]) }, 200),
);

offerRoutes.openapi(
  createRoute({ ...recruiterOnly, method: 'get', path: '/recruiter/applications/{id}/offer/file-url', summary: 'A link to the offer letter, valid 5 minutes', request: { params: idParam }, responses: { 200: json(fileLinkSchema, 'Link'), ...recruiterErrors } }),
  async (c) => c.json(await offers.recruiterOfferFile(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

offerRoutes.openapi(
  createRoute({ ...candidateOnly, method: 'get', path: '/candidate/applications/{id}/offer/file-url', summary: 'A link to the offer letter of the candidate’s application, valid 5 minutes', request: { params: idParam }, responses: { 200: json(fileLinkSchema, 'Link'), ...candidateErrors } }),
  async (c) => c.json(await offers.candidateOfferFile(c.env, c.var.user.id, c.req.valid('param').id), 200),
);
