import { MESSAGES } from '../src/contract';
import { errorResponse } from './http/errors';
import { createRouter } from './http/openapi';
import { healthRoutes } from './health/routes';
import { recruiterJobRoutes } from './jobs/routes';
import { alertRoutes } from './alerts/routes';
import { candidateApplicationRoutes } from './applications/candidate-routes';
import { candidateRoutes } from './candidates/routes';
import { companyRoutes } from './companies/routes';
import { feedRoutes } from './feed/routes';
import { fileRoutes } from './files/routes';
import { resumeRoutes } from './resumes/routes';

/** The API of spec section 7, mounted under /api. Each concern adds its router here. */
export const api = createRouter();

api.route('/', healthRoutes);
api.route('/recruiter/jobs', recruiterJobRoutes);
api.route('/', candidateRoutes);
api.route('/', resumeRoutes);
api.route('/', feedRoutes);
api.route('/', candidateApplicationRoutes);
api.route('/', alertRoutes);
api.route('/', companyRoutes);
api.route('/', fileRoutes);

api.doc31('/openapi.json', {
  openapi: '3.1.0',
  info: { title: 'Hireloop API', version: '1.0.0', description: 'The API behind Hireloop (spec section 7).' },
});

api.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
api.onError(errorResponse);
