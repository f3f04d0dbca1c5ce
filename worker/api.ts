import { MESSAGES } from '../src/contract';
import { adminRoutes } from './admin';
import { aiAuditRoutes } from './ai-audit';
import { alertDeliveryRoutes, alertRoutes } from './alerts';
import { candidateApplicationRoutes, recruiterApplicationRoutes, rescoreOpenApplications } from './applications';
import { authRoutes, edgeIdentityRoutes } from './auth';
import { candidateRoutes } from './candidates';
import { companyVerificationRoutes } from './companies';
import { contactRoutes } from './contact';
import { emailRoutes } from './email';
import { companyRoutes, feedRoutes } from './feed';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { apiDocsRoutes, createRouter, errorResponse, withForeignOriginRefusal, withOperationIds } from './http';
import { interviewRoutes } from './interviews';
import { recruiterJobRoutes } from './jobs';
import { messagingRoutes } from './messaging';
import { notificationRoutes } from './notifications';
import { offerRoutes } from './offers';
import { privacyRoutes } from './privacy';
import { analyticsRoutes, recruiterCandidateRoutes, recruiterRoutes } from './recruiters';
import { reportRoutes } from './reports';
import { resumeRoutes } from './resumes';
import { savedJobRoutes } from './saved-jobs';
import { scorecardRoutes } from './scorecards';
import { selfIdRoutes } from './self-id';
import { targetedRoutes } from './targeted';
import { teamRoutes } from './team';
import { templateRoutes } from './templates';

/** The API of spec section 7, mounted under /api. Each concern adds its router here. */
export const api = createRouter();

api.route('/', healthRoutes);
api.route('/', authRoutes);
api.route('/', edgeIdentityRoutes);
api.route('/', candidateRoutes);
api.route('/', adminRoutes);
// Before the jobs router: /recruiter/jobs/applications must not be read as a job id.
api.route('/recruiter', recruiterApplicationRoutes);
api.route('/recruiter', recruiterRoutes);
api.route('/recruiter', recruiterCandidateRoutes);
api.route('/recruiter', analyticsRoutes);
api.route('/recruiter', templateRoutes);
// A job's edit re-scores its open applications, which worker/applications owns and jobs sits below.
api.route('/recruiter/jobs', recruiterJobRoutes(rescoreOpenApplications));
api.route('/', resumeRoutes);
api.route('/', feedRoutes);
api.route('/', candidateApplicationRoutes);
api.route('/', alertRoutes);
api.route('/', savedJobRoutes);
api.route('/', companyRoutes);
api.route('/', fileRoutes);
api.route('/', reportRoutes);
api.route('/', notificationRoutes);
api.route('/messages', messagingRoutes);
api.route('/recruiter/targeted', targetedRoutes);
api.route('/alerts', alertDeliveryRoutes);
api.route('/', emailRoutes);
api.route('/', selfIdRoutes);
api.route('/', aiAuditRoutes);
api.route('/', companyVerificationRoutes);
api.route('/', teamRoutes);
api.route('/', offerRoutes);
api.route('/', interviewRoutes);
api.route('/', scorecardRoutes);
api.route('/', contactRoutes);
api.route('/', privacyRoutes);

api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
});

let document: unknown = null;
/**
 * The OpenAPI document, made once per isolate from the routes' declarations. An operator who would rather
 * not publish the API's map switches it off in production with OPENAPI_DOCUMENT=off, as API_DOCS does for
 * the page; development always serves it (the browser tests check every answer against it).
 */
api.get('/openapi.json', (c) => {
  if (c.env.APP_ENV !== 'development' && c.env.OPENAPI_DOCUMENT === 'off')
    return c.json({ message: MESSAGES.notFound }, 404);
  document ??= withForeignOriginRefusal(
    withOperationIds(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Hireloop API', version: '1.0.0', description: 'The API behind Hireloop (spec section 7).' },
        // Paths are declared under /api; the server is this origin's.
        servers: [{ url: '/api', description: 'This site' }],
      }),
    ),
  );
  return c.json(document);
});

// The document for people (not an operation of its own); off in production unless API_DOCS is on.
api.route('/docs', apiDocsRoutes);

api.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
api.onError(errorResponse);
