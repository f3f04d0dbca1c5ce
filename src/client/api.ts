import { z } from 'zod';
import {
  DEMO_TOKEN_PREFIX,
  FORGOT_PASSWORD_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  normalizeRole,
  ROLES,
  type LoginInput,
  type SignupInput,
} from '../contract';
import { navigate } from './navigate';
import { DEFAULT_RETRY_POLICY, mayRepeat, newIdempotencyKey, sendWithRetries, type RetryPolicy } from './retry';
import { loginUrlFor } from './redirect';
import { $session, clearSession, setAccessToken } from './session';

/**
 * The API client of spec section 7. `createApiClient` holds every rule and touches no browser
 * global, so tests run it against a real HTTP server; `api` below is the instance the islands use.
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

export interface RequestOptions {
  method?: string;
  /** A FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** An authenticated call refreshes once on 401/403 and retries (default true). */
  authenticated?: boolean;
  /** When the refresh fails, go to /login after clearing storage (default true). */
  redirectOnExpiry?: boolean;
  /** The user action's key when it began elsewhere (a fresh one per call otherwise). */
  idempotencyKey?: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const retryPolicy = options.retry ?? DEFAULT_RETRY_POLICY;
  let refreshing: Promise<boolean> | null = null;

  function send(path: string, opts: RequestOptions, key: string): { token: string | null | undefined; response: Promise<Response> } {
    const token = options.getToken();
    const headers = new Headers({ Accept: 'application/json' });
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (!isForm) headers.set('Content-Type', 'application/json');
    const authorization = bearerFor(token);
    if (authorization) headers.set('Authorization', authorization);
    const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    if (method === 'POST') headers.set(IDEMPOTENCY_KEY_HEADER, key);
    const response = sendWithRetries(() => doFetch(`${base}${path}`, { method, headers, body, credentials: 'include', signal: opts.signal }), {
      retriable: mayRepeat(method, headers),
      signal: opts.signal,
      policy: retryPolicy,
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
        const { accessToken } = z.object({ accessToken: z.string().min(1) }).parse(await res.json());
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

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    // One user action, one key: its retries and its resend after a refresh carry the same one.
    const key = opts.idempotencyKey ?? newIdempotencyKey();
    const first = send(path, opts, key);
    let res = await first.response;
    if ((res.status === 401 || res.status === 403) && opts.authenticated !== false) {
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
    return (await parse(res)) as T;
  }

  return {
    request,
    get: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    delete: <T = unknown>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

// ---- The auth calls (spec section 7) ----

/** The user of a login or signup answer; the role compares case-insensitively. */
const authAnswerSchema = z.object({
  user: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: z.string().transform(normalizeRole).pipe(z.enum(ROLES)),
  }),
  accessToken: z.string().min(1),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

const messageSchema = z.object({ message: z.string() }).partial();

/** Typed helpers over a client. Public auth calls never refresh: a 401 there means bad credentials. */
export function authCalls(client: ApiClient) {
  const open = { authenticated: false } as const;
  return {
    login: async (input: LoginInput): Promise<AuthAnswer> =>
      authAnswerSchema.parse(await client.post('/api/auth/login', input, open)),
    signup: async (input: SignupInput): Promise<AuthAnswer> =>
      authAnswerSchema.parse(await client.post('/api/auth/signup', input, open)),
    logout: async (): Promise<void> => {
      await client.post('/api/auth/logout', undefined, open);
    },
    /** Aborted after 30 s (spec section 9): rejects with TimeoutError then. */
    forgotPassword: async (email: string, timeoutMs: number = FORGOT_PASSWORD_TIMEOUT_MS): Promise<{ message?: string }> => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return messageSchema.parse((await client.post('/api/auth/forgot-password', { email }, { ...open, signal: controller.signal })) ?? {});
      } catch (err) {
        if (controller.signal.aborted) throw new TimeoutError();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    /** The one-time code of /oauth-success for the session (the browser's hl_oauth cookie goes along). */
    exchangeOAuthCode: async (code: string): Promise<AuthAnswer> =>
      authAnswerSchema.parse(await client.post('/api/auth/google/exchange', { code }, open)),
    resetPassword: async (userId: string, token: string, newPassword: string): Promise<void> => {
      const path = `/api/auth/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
      await client.post(path, { newPassword }, open);
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
