/** The HTTP layer shared by every concern. Its face: what the other concerns and the composition root use. */
export { apiDocsRoutes } from './api-docs';
export { apiBodyLimit, forwardedBodyLimit, limitBody } from './body-limit';
export { apiCors, rejectForeignOrigins } from './cors';
export { d1Sessions } from './d1-sessions';
export { routeArea } from './declare';
export { edgeTrust } from './edge-trust';
export { asRepeatableTask, effectId, uuidOf } from './effects';
export { ApiFailure, errorResponse, notFound } from './errors';
export { idempotencyErrors, idempotencyHeaders, idempotent, newIdOf } from './idempotency';
export { mutableResponse } from './mutable-response';
export { createRouter, withForeignOriginRefusal, withOperationIds } from './openapi';
export { clientOrigin, publicOrigin, returnOrigin } from './origins';
export { backendTimeoutMs, forwardedRequest, proxyToBackend } from './proxy';
export { requestLog } from './request-id';
export {
  candidateErrors,
  clientIp,
  idParam,
  json,
  jsonBody,
  messageSchema,
  recruiterErrors,
  said,
  security,
} from './route-kit';
export { securityHeaders } from './security-headers';
export { sweepIdempotencyKeys } from './store';
