import { MESSAGES } from '../src/contract';
import { errorResponse } from './http/errors';
import { createRouter } from './http/openapi';
import { healthRoutes } from './health/routes';
import { recruiterJobRoutes } from './jobs/routes';
import { alertDeliveryRoutes } from './alerts-delivery/routes';
import { messagingRoutes } from './messaging/routes';
import { targetedRoutes } from './targeted/routes';

/** The API of spec section 7, mounted under /api. Each concern adds its router here. */
export const api = createRouter();

api.route('/', healthRoutes);
api.route('/recruiter/jobs', recruiterJobRoutes);
api.route('/messages', messagingRoutes);
api.route('/recruiter/targeted', targetedRoutes);
api.route('/alerts', alertDeliveryRoutes);

api.doc31('/openapi.json', {
  openapi: '3.1.0',
  info: { title: 'Hireloop API', version: '1.0.0', description: 'The API behind Hireloop (spec section 7).' },
});

api.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
api.onError(errorResponse);
