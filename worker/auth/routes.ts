/** HTTP face of accounts and sessions (spec section 7, Auth): validation, cookies, status codes. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

import {
  authResponseSchema,
  browserZoneField,
  errorSchema,
  forgotPasswordSchema,
  GOOGLE_CONFIRMATION_PARAM,
  HOME_BY_ROLE,
  loginSchema,
  MESSAGES,
  refreshResponseSchema,
  resetPasswordSchema,
  signupSchema,
  timeZoneAnswerSchema,
  timeZoneInputSchema,
  verificationStatusSchema,
} from '../../src/contract';
import type { AppEnv } from '../env';
import { ApiFailure, clientIp, createRouter, json, jsonBody, messageSchema, returnOrigin } from '../http';
import { clearSessionCookies, REFRESH_COOKIE } from './cookies';
import { assertFloodAllowed } from './limits';
import { requireRole } from './middleware';
import {
  beginGoogleSignIn,
  clearStateCookie,
  exchangeOAuthCode,
  finishGoogleSignIn,
  OAUTH_COOKIE,
  OAuthFailure,
} from './oauth';
import { resetPassword, sendResetLink } from './reset';
import { login, logout, refreshSession, signOutOthers, signup } from './service';
import { findUserById, setTimeZone } from './store';
import { addressKey } from './throttle';
import { sendVerificationLink, verifyEmail } from './verify';

export const SIGNED_OUT_MESSAGE = 'You are signed out.';
export const SIGNED_OUT_OTHERS_MESSAGE = 'Other devices have been signed out.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.';

const body = <T extends z.ZodType>(schema: T) => ({ body: jsonBody(schema) });

export function appendCookies<E extends AppEnv>(c: Context<E>, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags: ['auth'],
  security: [],
  summary: 'Create a candidate or recruiter account and sign in',
  request: body(signupSchema),
  responses: {
    201: json(authResponseSchema, 'Signed up; sets hl_access and hl_refresh cookies'),
    400: json(errorSchema, 'Invalid payload (Admin accounts cannot sign up)'),
    409: json(errorSchema, 'The email is taken'),
    429: json(errorSchema, 'Too many signups from this address; see Retry-After'),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  security: [],
  summary: 'Sign in with email and password',
  request: body(loginSchema),
  responses: {
    200: json(authResponseSchema, 'Signed in; sets hl_access and hl_refresh cookies'),
    400: json(errorSchema, 'Invalid payload'),
    401: json(errorSchema, 'Wrong email or password'),
    403: json(errorSchema, 'Account suspended'),
    429: json(errorSchema, 'Too many failed attempts; see Retry-After'),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags: ['auth'],
  security: [],
  summary: 'New access token from the hl_refresh cookie (rotates it)',
  responses: {
    200: json(refreshResponseSchema, 'Refreshed; cookies set again'),
    401: json(errorSchema, 'No valid session; cookies cleared'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  security: [],
  summary: 'Sign out: revokes the refresh token family and clears the cookies',
  responses: { 200: json(messageSchema, 'Signed out') },
});

const signOutOthersRoute = createRoute({
  method: 'post',
  path: '/auth/sign-out-others',
  tags: ['auth'],
  summary: 'Sign out every other device: ends every session, then starts a new one for this device',
  security: [{ bearer: [] }],
  middleware: requireRole(),
  responses: {
    200: json(refreshResponseSchema.extend({ message: z.string() }), 'Signed out elsewhere; sets new cookies'),
    401: json(errorSchema, 'Not signed in'),
  },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags: ['auth'],
  security: [],
  summary: 'Email a reset link; answers the same for known and unknown emails',
  request: body(forgotPasswordSchema),
  responses: {
    200: json(messageSchema, 'Accepted'),
    400: json(errorSchema, 'Invalid payload'),
    429: json(errorSchema, 'Too many requests from this address'),
  },
});

const verifyEmailRoute = createRoute({
  method: 'get',
  path: '/auth/verify-email/{userId}/{token}',
  tags: ['auth'],
  security: [],
  summary: 'The link of the verification email',
  request: { params: z.object({ userId: z.string().min(1).max(100), token: z.string().min(1).max(100) }) },
  responses: {
    302: { description: "Verified: the role's home with ?verified=1; else /login?error=verification_failed" },
  },
});

const verificationRoute = createRoute({
  method: 'get',
  path: '/auth/verification',
  tags: ['auth'],
  summary: 'Whether my email address is verified (the workspace banner)',
  security: [{ bearer: [] }],
  middleware: requireRole(),
  responses: { 200: json(verificationStatusSchema, 'Status'), 401: json(errorSchema, 'Not signed in') },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: '/auth/resend-verification',
  tags: ['auth'],
  summary: 'Send a new verification link (at most 3 account emails per address per hour)',
  security: [{ bearer: [] }],
  middleware: requireRole(),
  responses: {
    200: json(messageSchema, 'Accepted'),
    401: json(errorSchema, 'Not signed in'),
    429: json(errorSchema, 'Too many requests from this address'),
  },
});

const timeZoneRoute = createRoute({
  method: 'put',
  path: '/auth/time-zone',
  tags: ['auth'],
  summary: 'Set the time zone I read times in (settings)',
  security: [{ bearer: [] }],
  middleware: requireRole(),
  request: body(timeZoneInputSchema),
  responses: {
    200: json(timeZoneAnswerSchema, 'Saved'),
    400: json(errorSchema, 'Not a time zone'),
    401: json(errorSchema, 'Not signed in'),
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password/{userId}/{token}',
  tags: ['auth'],
  security: [],
  summary: 'Set a new password with a reset link',
  request: { params: z.object({ userId: z.string().min(1), token: z.string().min(1) }), ...body(resetPasswordSchema) },
  responses: {
    200: json(messageSchema, 'Password changed'),
    400: json(errorSchema, 'Invalid, used or expired link, or invalid payload'),
  },
});

const googleRoute = createRoute({
  method: 'get',
  path: '/auth/google',
  tags: ['auth'],
  security: [],
  summary: 'Start Google sign-in (browser redirect to the provider)',
  request: {
    query: z.object({
      origin: z.string().max(200).optional().openapi({
        description:
          'A client origin listed in ALLOWED_ORIGINS: the flow returns to its /oauth-success (or its /login on failure)',
      }),
    }),
  },
  responses: {
    302: {
      description:
        'Redirect to the provider, with state and PKCE; sets hl_oauth (/login?error=oauth_failed when this address started too many, or when origin is not an allowed origin)',
    },
  },
});

const googleCallbackRoute = createRoute({
  method: 'get',
  path: '/auth/google/callback',
  tags: ['auth'],
  security: [],
  summary: 'Google redirects back here',
  // Optional fields: a bad callback must still end in the redirect below, never a 400.
  request: {
    query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
  },
  responses: {
    302: {
      description:
        "Account found: /oauth-success?token=<one-time code, 60 s> on the flow's origin, keeping hl_oauth for the exchange; else /login?error=oauth_failed (&reason=staff_account for a recruiter or admin email)",
    },
  },
});

const googleExchangeRoute = createRoute({
  method: 'post',
  path: '/auth/google/exchange',
  tags: ['auth'],
  security: [],
  summary:
    'Exchange the one-time code of /oauth-success for the session (only in the browser that started the flow, by its hl_oauth cookie)',
  request: body(z.object({ code: z.string().min(1).max(512), timeZone: browserZoneField })),
  responses: {
    200: json(authResponseSchema, 'Signed in; sets hl_access and hl_refresh cookies, clears hl_oauth'),
    400: json(errorSchema, 'Invalid payload'),
    401: json(errorSchema, 'Unknown, used or expired code, or another browser'),
  },
});

const googleConfirmRoute = createRoute({
  method: 'post',
  path: '/auth/google/confirm',
  tags: ['auth'],
  summary:
    'Start a fresh Google sign-in that confirms an action of this account (deleting it); the browser then opens `location`',
  security: [{ bearer: [] }],
  middleware: requireRole('candidate'),
  responses: {
    200: json(z.object({ location: z.string() }), 'Where to send the browser; sets hl_oauth'),
    400: json(errorSchema, 'The account has no Google sign-in'),
    401: json(errorSchema, 'Not signed in'),
    403: json(errorSchema, 'Not a candidate'),
    429: json(errorSchema, 'Too many requests from this address'),
  },
});

/** Where a confirmation flow returns: settings, with the one-time code or `failed`. */
export const googleConfirmationLocation = (returnTo: string | null, code: string) =>
  `${returnTo ?? ''}/dashboard/settings?${GOOGLE_CONFIRMATION_PARAM}=${encodeURIComponent(code)}`;
export const NO_GOOGLE_SIGN_IN = 'Your account does not sign in with Google.';

export const OAUTH_FAILED_LOCATION = '/login?error=oauth_failed';
export const OAUTH_STAFF_LOCATION = `${OAUTH_FAILED_LOCATION}&reason=staff_account`;
export const VERIFY_FAILED_LOCATION = '/login?error=verification_failed';

/** Where a Google callback sends the browser: /oauth-success with the code, on the flow's origin. */
export const oauthSuccessLocation = (returnTo: string | null, code: string) =>
  `${returnTo ?? ''}/oauth-success?token=${encodeURIComponent(code)}`;

/** Where a failed Google callback sends the browser: the flow's origin once its state is known, else this site. */
export function oauthFailureLocation(err: unknown): string {
  const failed = err instanceof OAuthFailure ? err : null;
  if (failed?.confirming) return googleConfirmationLocation(failed.returnTo, 'failed');
  return `${failed?.returnTo ?? ''}${failed?.reason === 'staff_account' ? OAUTH_STAFF_LOCATION : OAUTH_FAILED_LOCATION}`;
}

export const authRoutes = createRouter()
  .openapi(signupRoute, async (c) => {
    await assertFloodAllowed(c.env, 'signup', addressKey(clientIp(c.req)));
    const grant = await signup(c.env, c.req.valid('json'));
    appendCookies(c, grant.setCookies);
    return c.json({ user: grant.user, accessToken: grant.accessToken }, 201);
  })
  .openapi(loginRoute, async (c) => {
    const grant = await login(c.env, c.req.valid('json'), addressKey(clientIp(c.req)));
    appendCookies(c, grant.setCookies);
    return c.json({ user: grant.user, accessToken: grant.accessToken }, 200);
  })
  .openapi(refreshRoute, async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    const grant = token ? await refreshSession(c.env, token) : null;
    if (!grant) {
      appendCookies(c, clearSessionCookies(c.env));
      return c.json({ message: MESSAGES.unauthorized }, 401);
    }
    appendCookies(c, grant.setCookies);
    return c.json({ accessToken: grant.accessToken }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    await logout(c.env, getCookie(c, REFRESH_COOKIE));
    appendCookies(c, clearSessionCookies(c.env));
    return c.json({ message: SIGNED_OUT_MESSAGE }, 200);
  })
  .openapi(signOutOthersRoute, async (c) => {
    const grant = await signOutOthers(c.env, c.var.user.id);
    appendCookies(c, grant.setCookies);
    return c.json({ message: SIGNED_OUT_OTHERS_MESSAGE, accessToken: grant.accessToken }, 200);
  })
  .openapi(forgotRoute, async (c) => {
    const { email } = c.req.valid('json');
    await assertFloodAllowed(c.env, 'forgot', addressKey(clientIp(c.req)));
    const work = sendResetLink(c.env, email).catch((err: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'reset_link_failed',
          requestId: c.get('requestId'),
          error: String(err),
        }),
      );
    });
    c.executionCtx.waitUntil(work);
    return c.json({ message: MESSAGES.forgotSent }, 200);
  })
  .openapi(resetRoute, async (c) => {
    const { userId, token } = c.req.valid('param');
    await resetPassword(c.env, userId, token, c.req.valid('json').newPassword, addressKey(clientIp(c.req)));
    return c.json({ message: RESET_DONE_MESSAGE }, 200);
  })
  .openapi(
    verifyEmailRoute,
    async (c) => {
      const { userId, token } = c.req.valid('param');
      const row = await verifyEmail(c.env, userId, token);
      return c.redirect(row ? `${HOME_BY_ROLE[row.role]}?verified=1` : VERIFY_FAILED_LOCATION, 302);
    },
    (result, c) => (result.success ? undefined : c.redirect(VERIFY_FAILED_LOCATION, 302)),
  )
  .openapi(verificationRoute, async (c) => {
    const row = await findUserById(c.env.DB, c.var.user.id);
    return c.json({ email: c.var.user.email, emailVerified: Boolean(row?.email_verified_at) }, 200);
  })
  .openapi(timeZoneRoute, async (c) => {
    const { timeZone } = c.req.valid('json');
    await setTimeZone(c.env.DB, c.var.user.id, timeZone);
    return c.json({ timeZone }, 200);
  })
  .openapi(resendVerificationRoute, async (c) => {
    await assertFloodAllowed(c.env, 'resend', addressKey(clientIp(c.req)));
    await sendVerificationLink(c.env, c.var.user.id, 'owner');
    return c.json({ message: MESSAGES.verificationSent }, 200);
  })
  .openapi(
    googleRoute,
    async (c) => {
      try {
        await assertFloodAllowed(c.env, 'google', addressKey(clientIp(c.req)));
      } catch (err) {
        // A browser navigation: past the limit it lands on the sign-in failure, not on JSON.
        if (err instanceof ApiFailure && err.status === 429) return c.redirect(OAUTH_FAILED_LOCATION, 302);
        throw err;
      }
      const asked = c.req.valid('query').origin;
      const returnTo = asked ? returnOrigin(c.env, asked) : null;
      if (asked && !returnTo) {
        console.warn(
          JSON.stringify({
            level: 'warn',
            event: 'oauth_origin_refused',
            requestId: c.get('requestId'),
            origin: asked,
          }),
        );
        return c.redirect(OAUTH_FAILED_LOCATION, 302);
      }
      const { location, cookie } = await beginGoogleSignIn(c.env, returnTo);
      appendCookies(c, [cookie]);
      return c.redirect(location, 302);
    },
    (result, c) => (result.success ? undefined : c.redirect(OAUTH_FAILED_LOCATION, 302)),
  )
  .openapi(
    googleCallbackRoute,
    async (c) => {
      const { code, state } = c.req.valid('query');
      try {
        const done = await finishGoogleSignIn(c.env, { code, state, nonce: getCookie(c, OAUTH_COOKIE) });
        // Delivered once the answer is out (worker/deliveries.ts).
        c.set('notices', [...(c.var.notices ?? []), ...done.notices]);
        if (done.confirming) {
          appendCookies(c, [clearStateCookie()]);
          return c.redirect(googleConfirmationLocation(done.returnTo, done.code), 302);
        }
        // The state cookie stays (60 s) for the exchange of the one-time code.
        appendCookies(c, [done.cookie]);
        return c.redirect(oauthSuccessLocation(done.returnTo, done.code), 302);
      } catch (err) {
        // Every failure looks the same to the browser, but for a staff email; the reason goes to the log.
        console.warn(
          JSON.stringify({ level: 'warn', event: 'oauth_failed', requestId: c.get('requestId'), reason: String(err) }),
        );
        appendCookies(c, [clearStateCookie()]);
        return c.redirect(oauthFailureLocation(err), 302);
      }
    },
    (result, c) => {
      // A query the schema refuses (a repeated parameter) is a failed sign-in too, not a 400.
      if (result.success) return;
      appendCookies(c, [clearStateCookie()]);
      return c.redirect(OAUTH_FAILED_LOCATION, 302);
    },
  )
  .openapi(googleConfirmRoute, async (c) => {
    await assertFloodAllowed(c.env, 'google', addressKey(clientIp(c.req)));
    const row = await findUserById(c.env.DB, c.var.user.id);
    if (!row?.google_sub) throw new ApiFailure(400, NO_GOOGLE_SIGN_IN);
    const { location, cookie } = await beginGoogleSignIn(c.env, null, { userId: row.id, email: row.email });
    appendCookies(c, [cookie]);
    return c.json({ location }, 200);
  })
  .openapi(googleExchangeRoute, async (c) => {
    appendCookies(c, [clearStateCookie()]);
    try {
      const { code, timeZone } = c.req.valid('json');
      const grant = await exchangeOAuthCode(c.env, code, getCookie(c, OAUTH_COOKIE), undefined, timeZone);
      appendCookies(c, grant.setCookies);
      return c.json({ user: grant.user, accessToken: grant.accessToken }, 200);
    } catch (err) {
      if (!(err instanceof OAuthFailure)) throw err;
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'oauth_exchange_failed',
          requestId: c.get('requestId'),
          reason: err.message,
        }),
      );
      return c.json({ message: MESSAGES.oauthFailed }, 401);
    }
  });
