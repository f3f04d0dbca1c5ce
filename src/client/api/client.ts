import createClient, { type Client } from 'openapi-fetch';
import type { RequestBodyJSON } from 'openapi-typescript-helpers';

import {
  D1_BOOKMARK_HEADER,
  DEMO_TOKEN_PREFIX,
  FORGOT_PASSWORD_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  type LoginInput,
  MESSAGES,
  type SignupInput,
} from '../../contract';
import { navigate } from '../browser/navigate';
import { loginUrlFor } from '../session/redirect';
import { $session, clearSession, setAccessToken } from '../session/session';
import { browserTimeZone } from '../session/time';
import type { paths } from './api-types.gen';
import type { AuthAnswer } from './auth-answers';
import { DEFAULT_RETRY_POLICY, mayRepeat, newIdempotencyKey, type RetryPolicy, sendWithRetries } from './retry';

/**
 * The API client of spec section 7. `createApiClient` holds every rule and touches no browser
 * global, so tests run it against a real HTTP server; `api` below is the instance the islands use.
 *
 * Adding a call (islands never hold URLs; each concern's calls live in src/client/<concern>.ts):
 * 1. Declare the route's request and response schemas in the worker (createRoute, route-kit.ts),
 *    then run `npm run api:types`: it regenerates api-types.gen.ts from /api/openapi.json (commit
 *    it; tests/unit/scripts/api-types.test.ts fails while it is behind; on a merge conflict in it, run the
 *    script again instead of resolving by hand).
 * 2. In the concern's file, call the typed client with the path as the document writes it:
 *      const { GET, POST } = typedCalls(api);
 *      job: (id: string) => dataOf(GET('/api/candidate/jobs/{id}', byId(id))),
 *      jobs: (status?: JobStatus) => dataOf(GET('/api/recruiter/jobs', { params: { query: { status } } })),
 *      apply: (id: string, body: ApplyInput) => dataOf(POST('/api/candidate/jobs/{id}/apply', { ...byId(id), body })),
 *      company: (companyId: string) => dataOf(GET('/api/companies/{companyId}', { params: { path: { companyId } } })),
 *      upload: (file: File) => dataOf(POST('/api/candidate/resumes', { body: { file }, bodySerializer: formData })),
 *    Paths, parameters, bodies and answers are checked against the document; no `<T>` casts (a
 *    body's type is the contract's input type or `BodyOf<path, method>`). Every call goes through
 *    `createApiClient` (bearer, one refresh on 401/403, retries, errors of spec section 8 as
 *    ApiError), so an error status throws and `dataOf` gives the answer's body. A POST that
 *    continues an action begun elsewhere passes its key: `params: { header: { 'idempotency-key': key } }`.
 *    `typedCalls(api, { authenticated: false })` is for public calls that must never refresh.
 */

/** A call that answered with an error status. `detail` is what the server said, if anything. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The body's `message`, else the response text; null when the server said nothing. */
    readonly detail: string | null,
    readonly fields?: Record<string, string>,
  ) {
    super(detail ?? MESSAGES.httpError(status));
    this.name = 'ApiError';
  }
}

/** The fetch gave up after its time-out (forgot-password). */
export class TimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}

/** An authenticated call asked for after sign-out began: it is not sent (it would only meet a revoked session). */
export class SignedOutError extends Error {
  constructor() {
    super('Signed out');
    this.name = 'SignedOutError';
  }
}

/** Demo tokens, null and undefined never go out as a bearer (spec section 7). */
export function bearerFor(token: string | null | undefined): string | null {
  if (token === null || token === undefined || token === '' || token.startsWith(DEMO_TOKEN_PREFIX)) return null;
  return `Bearer ${token}`;
}

/** Spec section 8: the body's message, else the response text, else "HTTP error! status: N". */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => '')).trim();
  let message: string | null = null;
  let fields: Record<string, string> | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as { message?: unknown; fields?: unknown };
      if (typeof record.message === 'string' && record.message.trim()) message = record.message;
      if (record.fields && typeof record.fields === 'object') fields = record.fields as Record<string, string>;
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return new ApiError(res.status, message ?? (text || null), fields);
}

export interface ApiClientOptions {
  /** The backend host; '' means the page's own origin. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Stores the access token a refresh returned. */
  setToken: (token: string) => void;
  /** The refresh failed: clear all local storage. */
  endSession: () => void;
  /** ...and send the user to /login (skipped for calls made with redirectOnExpiry: false). */
  goToLogin: () => void;
  fetch?: typeof fetch;
  /** When and how often a call is sent again (retry.ts); DEFAULT_RETRY_POLICY unless given. */
  retry?: RetryPolicy;
}

export interface CallFlags {
  /** An authenticated call refreshes once on 401/403 and retries (default true). */
  authenticated?: boolean;
  /** When the refresh fails, go to /login after clearing storage (default true). */
  redirectOnExpiry?: boolean;
  /** The user action's key when it began elsewhere (a fresh one per call otherwise). */
  idempotencyKey?: string;
}

export interface RequestOptions extends CallFlags {
  method?: string;
  /** A FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const retryPolicy = options.retry ?? DEFAULT_RETRY_POLICY;
  let refreshing: Promise<boolean> | null = null;
  // Set when the user signs out: the session is being revoked, so no authenticated call starts,
  // and one it revoked in flight is neither refreshed nor sent to /login.
  let closing = false;
  // The newest D1 bookmark a write answered: later calls read at least that far (worker/http/d1-sessions.ts).
  let bookmark: string | null = null;

  function send(
    path: string,
    opts: RequestOptions,
    key: string,
  ): { token: string | null | undefined; response: Promise<Response> } {
    const token = options.getToken();
    const headers = new Headers({ Accept: 'application/json' });
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (!isForm) headers.set('Content-Type', 'application/json');
    const authorization = bearerFor(token);
    if (authorization) headers.set('Authorization', authorization);
    const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    if (method === 'POST') headers.set(IDEMPOTENCY_KEY_HEADER, key);
    if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
    const response = sendWithRetries(
      () => doFetch(`${base}${path}`, { method, headers, body, credentials: 'include', signal: opts.signal }),
      {
        retriable: mayRepeat(method, headers),
        signal: opts.signal,
        policy: retryPolicy,
      },
    ).then((res) => {
      // Answers can arrive out of order; D1's bookmarks sort as strings, so the greater is the newer.
      const answered = res.headers.get(D1_BOOKMARK_HEADER);
      if (answered && (!bookmark || answered > bookmark)) bookmark = answered;
      return res;
    });
    return { token, response };
  }

  /** One refresh at a time: parallel calls that fail together share it. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const res = await doFetch(`${base}/api/auth/refresh`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          credentials: 'include',
        });
        if (!res.ok) return false;
        const { refreshAnswerSchema } = await import('./auth-answers');
        const { accessToken } = refreshAnswerSchema.parse(await res.json());
        options.setToken(accessToken);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function parse(res: Response): Promise<unknown> {
    const text = await res.text();
    if (!text) return undefined;
    return (res.headers.get('Content-Type') ?? '').includes('json') ? JSON.parse(text) : text;
  }

  /** The answer of a call: refreshed once on 401/403 as the rules say; any error status throws ApiError. */
  async function respond(path: string, opts: RequestOptions): Promise<Response> {
    // One user action, one key: its retries and its resend after a refresh carry the same one.
    if (closing && opts.authenticated !== false) throw new SignedOutError();
    const key = opts.idempotencyKey ?? newIdempotencyKey();
    const first = send(path, opts, key);
    let res = await first.response;
    if ((res.status === 401 || res.status === 403) && opts.authenticated !== false && !closing) {
      // A call that failed with a token another call has already replaced just retries.
      const current = options.getToken();
      const renewed = (!!current && current !== first.token) || (await refreshOnce());
      if (!renewed) {
        const error = await errorFromResponse(res);
        options.endSession();
        if (opts.redirectOnExpiry !== false) options.goToLogin();
        throw error;
      }
      res = await send(path, opts, key).response;
    }
    if (!res.ok) throw await errorFromResponse(res);
    return res;
  }

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    return (await parse(await respond(path, opts))) as T;
  }

  /**
   * The transport of the typed client (openapi-fetch hands it a Request): the same call as
   * request(), so the bearer, refresh, retry and error rules hold for typed calls too. A call that
   * continues an action started elsewhere sends that action's Idempotency-Key header.
   */
  async function fetchRequest(req: Request, flags: CallFlags = {}): Promise<Response> {
    const type = req.headers.get('Content-Type') ?? '';
    const body =
      req.body === null
        ? undefined
        : type.startsWith('multipart/form-data')
          ? await req.formData()
          : JSON.parse(await req.text());
    const path = req.url.startsWith(base) ? req.url.slice(base.length) : req.url;
    const idempotencyKey = req.headers.get(IDEMPOTENCY_KEY_HEADER) ?? flags.idempotencyKey;
    return respond(path, { ...flags, idempotencyKey, method: req.method, body, signal: req.signal });
  }

  return {
    baseUrl: base,
    fetch: fetchRequest,
    request,
    /** Sign-out has begun: public calls (the logout itself) still go, authenticated ones no longer. */
    /** Asks for a new access token with the refresh cookie (shared with a call's own refresh); whether it came. */
    refresh: refreshOnce,
    closeSession: () => {
      closing = true;
    },
    get: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    delete: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

// ---- Calls typed by the OpenAPI document ----

/** A client's calls typed by the API's OpenAPI document (api-types.gen.ts); `flags` hold for every call of this instance. */
export function typedCalls(client: ApiClient, flags: CallFlags = {}): Client<paths> {
  return createClient<paths>({ baseUrl: client.baseUrl, fetch: (req) => client.fetch(req, flags) });
}

/** The JSON body a path's method takes, per the document: `BodyOf<'/api/candidate/alerts', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = RequestBodyJSON<paths[P][M]>;

/** The params of a path with one `{id}`: `GET('/api/candidate/jobs/{id}', byId(jobId))`. */
export const byId = (id: string) => ({ params: { path: { id } } });

/** The bodySerializer of a multipart call: each field of the typed body (a file is a Blob) as a form field. */
export function formData(body: Record<string, Blob | string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
}

/** The body of a typed call's answer. Error statuses never get here: the transport threw ApiError. */
export async function dataOf<R extends { data?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<Exclude<R['data'], undefined>> {
  const { data, response } = await call;
  if (data === undefined) throw new TypeError(`Empty answer from ${response.url}`);
  return data as Exclude<R['data'], undefined>;
}

// ---- The auth calls (spec section 7) ----

/** The checked answer of a login, signup or Google exchange (its checks load with the first answer). */
async function authAnswer(answer: unknown): Promise<AuthAnswer> {
  const { authAnswerSchema } = await import('./auth-answers');
  return authAnswerSchema.parse(answer);
}
export type { AuthAnswer };

/** Sign-up and sign-in tell the server the browser's zone: an account without one takes it. */
const withBrowserZone = <T extends object>(input: T) => ({ ...input, timeZone: browserTimeZone() });

/** Typed helpers over a client. Public auth calls never refresh: a 401 there means bad credentials. */
export function authCalls(client: ApiClient) {
  const { POST } = typedCalls(client, { authenticated: false });
  return {
    login: async (input: LoginInput): Promise<AuthAnswer> =>
      authAnswer(await dataOf(POST('/api/auth/login', { body: withBrowserZone(input) }))),
    signup: async (input: SignupInput): Promise<AuthAnswer> =>
      authAnswer(await dataOf(POST('/api/auth/signup', { body: withBrowserZone(input) }))),
    logout: async (): Promise<void> => {
      await POST('/api/auth/logout');
    },
    /** Aborted after 30 s (spec section 9): rejects with TimeoutError then. */
    forgotPassword: async (email: string, timeoutMs: number = FORGOT_PASSWORD_TIMEOUT_MS) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await dataOf(POST('/api/auth/forgot-password', { body: { email }, signal: controller.signal }));
      } catch (err) {
        if (controller.signal.aborted) throw new TimeoutError();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    /** The one-time code of /oauth-success for the session (the browser's hl_oauth cookie goes along). */
    exchangeOAuthCode: async (code: string): Promise<AuthAnswer> =>
      authAnswer(await dataOf(POST('/api/auth/google/exchange', { body: withBrowserZone({ code }) }))),
    resetPassword: async (userId: string, token: string, newPassword: string): Promise<void> => {
      await POST('/api/auth/reset-password/{userId}/{token}', {
        params: { path: { userId, token } },
        body: { newPassword },
      });
    },
  };
}

/** What a form shows for a failed call: what the server said, else its own fallback text. */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}

// ---- The browser instance ----

/** The backend host (spec section 7): PUBLIC_API_BASE, or the site's own origin when unset. */
export const API_BASE = String(import.meta.env.PUBLIC_API_BASE ?? '').replace(/\/+$/, '');

/** Google sign-in is a browser redirect to the worker's own /api/auth/google. */
export const GOOGLE_SIGN_IN_URL = `${API_BASE}/api/auth/google`;

export const api = createApiClient({
  baseUrl: API_BASE,
  getToken: () => $session.get().token,
  setToken: setAccessToken,
  endSession: clearSession,
  goToLogin: () => navigate(loginUrlFor(window.location.pathname + window.location.search)),
});

export const auth = authCalls(api);
