/**
 * What the worker asks of a conversation's room. `ConversationRoom` (worker/messaging/room.ts)
 * implements it; declaring it here keeps the bindings free of any concern's import.
 */
export interface ConversationRoomRpc extends Rpc.DurableObjectBranded {
  broadcast(seq: number, event: string, byUser?: Record<string, string>): Promise<void>;
  watching(userId: string): Promise<boolean>;
  /** Closes the user's sockets in this room (their access or session ended). */
  closeUser(userId: string): Promise<void>;
}

/**
 * The delivery queue (Cloudflare Queues, wrangler.toml): every notice intent and every email of the
 * outbox goes out through it. A message carries only the id of its outbox row (the row is the
 * record); `at` is the instant it is for under a test clock (worker/clock.ts), development only.
 * worker/queue sends and consumes it; declared here with the binding that carries it.
 */
export interface DeliveryMessage {
  kind: 'notice' | 'email';
  id: string;
  at?: number;
}

/** Typed bindings and configuration of the worker (wrangler.toml [vars] and secrets). */
export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  KV: KVNamespace;
  ASSETS: Fetcher;
  /** The delivery queue: ids of notice intents and emails to deliver (worker/queue). */
  DELIVERIES: Pick<Queue<DeliveryMessage>, 'send' | 'sendBatch'>;
  /** One Durable Object per conversation: its participants' live sockets. */
  CONVERSATION_ROOMS: DurableObjectNamespace<ConversationRoomRpc>;
  /** "development" (set by .dev.vars) enables the dev mailbox; wrangler.toml deploys "production". */
  APP_ENV: string;
  /** "on" serves /api/docs (the API reference) in production too; development always has it. */
  API_DOCS?: string;
  /** "off" answers 404 for /api/openapi.json in production (clients on other origins read it by default). */
  OPENAPI_DOCUMENT?: string;
  /** The site's own origin: the API, file links, the OAuth callback. */
  PUBLIC_ORIGIN: string;
  /** Where emailed page links point (a client on another origin, or the edge in proxy mode); default PUBLIC_ORIGIN. */
  CLIENT_ORIGIN?: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  /** Comma-separated origins allowed to call the API with credentials; empty means same-origin only. */
  ALLOWED_ORIGINS: string;
  /** When set, /api is proxied to this origin (edge checks still apply). */
  BACKEND_ORIGIN: string;
  /** Proxy mode: how long the edge waits for the backend, in ms (default 10,000). */
  BACKEND_TIMEOUT_MS?: string;
  /** Proxy mode: how the edge checks the backend's access token (worker/auth/edge-token.ts). */
  EDGE_TOKEN_ALG?: string;
  EDGE_JWKS_URL?: string;
  EDGE_TOKEN_TYP?: string;
  EDGE_ACCESS_COOKIE?: string;
  EDGE_ROLE_CLAIM?: string;
  EDGE_ROLE_WORDS?: string;
  GOOGLE_CLIENT_ID: string;
  GOOGLE_AUTH_URL: string;
  GOOGLE_TOKEN_URL: string;
  GOOGLE_USERINFO_URL: string;
  /** Sign-in and flood limits (worker/auth/limits.ts); unset means the production value. */
  LOGIN_MAX_FAILURES_PER_PAIR?: string;
  LOGIN_MAX_FAILURES_PER_ADDRESS?: string;
  LOGIN_SLOWDOWN_AFTER?: string;
  FLOOD_MAX_PER_ADDRESS?: string;
  ACCOUNT_MAILS_PER_HOUR?: string;
  /** Seconds an access token (and its cookie) lives; unset means 15 minutes, and it may only be shorter (worker/auth/tokens.ts). */
  ACCESS_TOKEN_TTL_SECONDS?: string;
  /** "mailbox" (nothing leaves; the local default) or "resend" (worker/email/provider.ts). */
  EMAIL_PROVIDER?: string;
  /** The provider's send endpoint; unset means the provider's own. */
  EMAIL_API_URL?: string;
  /** The From of every email, e.g. "Hireloop <no-reply@hireloop.example>". */
  EMAIL_FROM: string;
  /** The operator's inbox: where the contact form's messages go (worker/contact); unset means CONTACT.email. */
  CONTACT_TO?: string;
  // Secrets (wrangler secret put; locally .dev.vars, written by scripts/dev-vars.mjs).
  JWT_SECRET: string;
  PASSWORD_PEPPER: string;
  GOOGLE_CLIENT_SECRET: string;
  /** The email provider's API key and webhook signing secret (EMAIL_PROVIDER other than mailbox). */
  EMAIL_API_KEY?: string;
  EMAIL_WEBHOOK_SECRET?: string;
  /** Shared by an edge in proxy mode and its backend: the HMAC key of the edge assertion. */
  EDGE_SECRET?: string;
}

/** Values set on the request context by middleware. */
export interface Variables {
  requestId: string;
  /** Set when the request came through an edge whose assertion verified (worker/http/edge-trust.ts). */
  edge?: { clientAddress: string };
  /** Notice intents this request wrote, sent to the delivery queue once it has answered (worker/deliveries.ts). */
  notices?: string[];
  /** Notice intents held by an undo window, sent to the queue delayed until it has passed (worker/deliveries.ts). */
  heldNotices?: string[];
  /**
   * Set under an Idempotency-Key (worker/http/idempotency.ts): the id of what the request creates,
   * the same on every retry under the key, so a retry whose first try landed finds it.
   */
  idempotentId?: string;
  /** The signed-in user the edge guard let through to a page (after any refresh); local mode only. */
  viewer?: Viewer;
}

/** Who a page is rendered for: the user's id and role word, as the edge guard checked them. */
export interface Viewer {
  id: string;
  role: string;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

declare global {
  // Libraries typed against the global Env (Astro's Cloudflare handler) see our bindings.
  interface Env extends Bindings {}
}
