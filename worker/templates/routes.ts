import { errorSchema, messageTemplateSchema, templateInputSchema, templateListSchema } from '../../src/contract';
import { requireRole } from '../auth';
import {
  createRouter,
  idParam,
  json,
  jsonBody,
  messageSchema,
  newIdOf,
  recruiterErrors,
  routeArea,
  said,
} from '../http';
import * as templates from './service';

const recruiter = routeArea('recruiter', requireRole('recruiter'), {
  ...recruiterErrors,
  409: json(errorSchema, 'No company yet, or the company keeps as many templates as it may'),
});

/** The company's message templates, mounted at /api/recruiter. */
export const templateRoutes = createRouter();

templateRoutes.openapi(
  recruiter.get('/templates', "The company's message templates, and the sender's own placeholder values", {
    responses: { 200: json(templateListSchema, 'The templates') },
  }),
  async (c) => c.json(await templates.listTemplates(c.env.DB, c.var.user.id), 200),
);

templateRoutes.openapi(
  recruiter.post('/templates', 'Add a message template (placeholders checked; audited)', {
    keyed: true,
    request: { body: jsonBody(templateInputSchema) },
    responses: { 201: json(messageTemplateSchema, 'Added') },
  }),
  async (c) => c.json(await templates.createTemplate(c.env.DB, c.var.user.id, c.req.valid('json'), newIdOf(c)), 201),
);

templateRoutes.openapi(
  recruiter.put('/templates/{id}', 'Edit a message template (placeholders checked; audited)', {
    request: { params: idParam, body: jsonBody(templateInputSchema) },
    responses: { 200: json(messageTemplateSchema, 'Saved') },
  }),
  async (c) =>
    c.json(await templates.updateTemplate(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
);

templateRoutes.openapi(
  recruiter.delete('/templates/{id}', 'Delete a message template (audited)', {
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Deleted') },
  }),
  async (c) => said(c, templates.deleteTemplate(c.env.DB, c.var.user.id, c.req.valid('param').id), 'Template deleted'),
);
