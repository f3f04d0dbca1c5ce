import { z } from '@hono/zod-openapi';

import {
  acceptOfferSchema,
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
import { requireRole } from '../auth';
import {
  ApiFailure,
  candidateErrors,
  createRouter,
  idempotent,
  idParam,
  json,
  jsonBody,
  limitBody,
  newIdOf,
  recruiterErrors,
  routeArea,
} from '../http';
import { deliverAfterAnswer } from '../notices';
import * as offers from './service';

const asRecruiter = requireRole('recruiter');
const conflict = { 409: json(errorSchema, 'Not in Offer, or the offer was already answered') };
const company = routeArea('offers', asRecruiter, { ...recruiterErrors, ...conflict });
const candidate = routeArea('offers', requireRole('candidate'), candidateErrors);
const offerAnswer = (description: string) => json(offerAnswerSchema, description);
const upload = z.object({
  [OFFER_FILE_FIELD]: z
    .custom<File>((v) => v instanceof File, { error: OFFER_MESSAGES.fileRequired })
    .openapi({ type: 'string', format: 'binary', description: 'The offer letter, a PDF of at most 5 MB' }),
});
// The file plus the multipart framing around it, refused before it is read.
const letterLimit = limitBody(OFFER_FILE_MAX_BYTES + 64 * 1024, () => new ApiFailure(413, OFFER_MESSAGES.fileTooLarge));

/** Offers on applications: the recruiter's side and the candidate's. */
export const offerRoutes = createRouter();

offerRoutes.openapi(
  company.get('/recruiter/applications/{id}/offer', 'The offer on one of the company’s applications', {
    request: { params: idParam },
    responses: { 200: offerAnswer('The offer, or null') },
  }),
  async (c) => c.json({ offer: await offers.recruiterOffer(c.env.DB, c.var.user.id, c.req.valid('param').id) }, 200),
);

offerRoutes.openapi(
  company.put(
    '/recruiter/applications/{id}/offer',
    'Send or revise the offer of an application in Offer (until the candidate answers); the candidate is notified',
    {
      request: { params: idParam, body: jsonBody(offerInputSchema) },
      responses: { 200: offerAnswer('The offer') },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const offer = await offers.sendOffer(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), notices);
    deliverAfterAnswer(c, notices);
    return c.json({ offer }, 200);
  },
);

offerRoutes.openapi(
  company.post(
    '/recruiter/applications/{id}/offer/confirm',
    'Confirm the hire of a candidate who accepted the offer: the application moves to Hired',
    {
      request: { params: idParam },
      responses: { 200: json(recruiterApplicationDetailSchema, 'The application, now Hired') },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const detail = await offers.confirmHire(c.env, c.var.user.id, c.req.valid('param').id, notices);
    deliverAfterAnswer(c, notices);
    return c.json(detail, 200);
  },
);

offerRoutes.openapi(
  {
    ...company.put(
      '/recruiter/applications/{id}/offer/file',
      `Attach or replace the offer letter (a PDF, multipart field \`${OFFER_FILE_FIELD}\`) until the candidate answers`,
      {
        keyed: true,
        request: { params: idParam, body: { content: { 'multipart/form-data': { schema: upload } }, required: true } },
        responses: { 200: offerAnswer('The offer with its letter'), 413: json(errorSchema, 'Larger than 5 MB') },
      },
    ),
    // The size is refused before the key is claimed (which reads the body).
    middleware: [asRecruiter, letterLimit, idempotent] as const,
  },
  async (c) =>
    c.json(
      {
        offer: await offers.attachOfferFile(
          c.env,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('form')[OFFER_FILE_FIELD],
          newIdOf(c),
        ),
      },
      200,
    ),
);

offerRoutes.openapi(
  company.get('/recruiter/applications/{id}/offer/file-url', 'A link to the offer letter, valid 5 minutes', {
    request: { params: idParam },
    responses: { 200: json(fileLinkSchema, 'Link') },
  }),
  async (c) => c.json(await offers.recruiterOfferFile(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

offerRoutes.openapi(
  candidate.get('/candidate/applications/{id}/offer', 'The offer on the candidate’s application', {
    request: { params: idParam },
    responses: { 200: offerAnswer('The offer, or null') },
  }),
  async (c) => c.json({ offer: await offers.candidateOffer(c.env.DB, c.var.user.id, c.req.valid('param').id) }, 200),
);

offerRoutes.openapi(
  candidate.get(
    '/candidate/applications/{id}/offer/file-url',
    'A link to the offer letter of the candidate’s application, valid 5 minutes',
    { request: { params: idParam }, responses: { 200: json(fileLinkSchema, 'Link') } },
  ),
  async (c) => c.json(await offers.candidateOfferFile(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

offerRoutes.openapi(
  candidate.post(
    '/candidate/applications/{id}/offer/accept',
    'Accept the offer as read (its version); the recruiter confirms the hire. 409 if it changed since, 410 past its expiry',
    {
      request: { params: idParam, body: jsonBody(acceptOfferSchema) },
      responses: {
        200: offerAnswer('The offer, accepted'),
        410: json(errorSchema, 'The offer is past its expiry and cannot be accepted'),
      },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const { id } = c.req.valid('param');
    const offer = await offers.acceptOffer(c.env, c.var.user.id, id, c.req.valid('json').version, notices);
    deliverAfterAnswer(c, notices);
    return c.json({ offer }, 200);
  },
);

offerRoutes.openapi(
  candidate.post(
    '/candidate/applications/{id}/offer/decline',
    'Decline the offer with a reason: the application is withdrawn with that reason',
    {
      request: { params: idParam, body: jsonBody(declineOfferSchema) },
      responses: { 200: offerAnswer('The offer, declined') },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const { id } = c.req.valid('param');
    const offer = await offers.declineOffer(c.env, c.var.user.id, id, c.req.valid('json').reason, notices);
    deliverAfterAnswer(c, notices);
    return c.json({ offer }, 200);
  },
);
