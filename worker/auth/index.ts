/** Accounts and sessions. Its face: what the other concerns and the composition root use. */
export { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './cookies';
export { randomToken, sha256Hex } from './crypto';
export { edgeGuard } from './edge-guard';
export { edgeGoogleCallback, edgeIdentityRoutes } from './edge-oauth';
export { assertFloodAllowed, countEvent, currentCount, HOUR_MS, takeAccountMail, tooMany } from './limits';
export { type AuthEnv, requireRole, type SessionUser } from './middleware';
export { claimGoogleConfirmation } from './oauth';
export { hashPassword, verifyPassword } from './passwords';
export { appendCookies, authRoutes } from './routes';
export { authenticate, publicUser, type SessionGrant, startSession } from './service';
export { closeSocketsOf, socketOpened, socketsClosed } from './sockets';
export {
  anonymiseUser,
  bumpSessionIfChanged,
  companyZoneSql,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  renameUser,
  revokeAllForUser,
  setPasswordHash,
  setSuspendedStatement,
  type UserRow,
} from './store';
export { addressKey, THROTTLE_WINDOW_MS } from './throttle';
export { verifyAccessToken } from './tokens';
