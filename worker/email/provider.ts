/**
 * The email provider behind the outbox, chosen by EMAIL_PROVIDER:
 * - "mailbox" (the local default): nothing leaves; rows stay for /dev/mailbox.
 * - "resend": Resend's HTTP API (EMAIL_API_URL, default https://api.resend.com/emails) with the
 *   EMAIL_API_KEY secret, from EMAIL_FROM. Every call carries the outbox row's id as the
 *   Idempotency-Key, so a retry after a lost answer never sends the email twice.
 *
 * Bounces and complaints come back through Resend's webhook (Svix-signed with EMAIL_WEBHOOK_SECRET)
 * at POST /api/email/webhook.
 */
import { STRICT_EMAIL_PATTERN } from '../../src/contract/patterns';
import { clock } from '../clock';
import type { Bindings } from '../env';
import type { EmailProvider } from './service';

export const RESEND_API_URL = 'https://api.resend.com/emails';
const SEND_TIMEOUT_MS = 10_000;

/** A refusal that retrying cannot fix (a bad address, a 4xx other than 429): no further attempts. */
export class PermanentEmailFailure extends Error {
  override name = 'PermanentEmailFailure';
}

/** UTF-8 text as base64, as Resend takes attachment content. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function resendProvider(env: Pick<Bindings, 'EMAIL_API_URL' | 'EMAIL_API_KEY' | 'EMAIL_FROM'>): EmailProvider {
  return {
    async send(email) {
      if (!STRICT_EMAIL_PATTERN.test(email.to)) throw new PermanentEmailFailure('not one plain address');
      if (!env.EMAIL_API_KEY) throw new Error('EMAIL_API_KEY is not set');
      const res = await fetch(env.EMAIL_API_URL || RESEND_API_URL, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${env.EMAIL_API_KEY}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': email.id,
        },
        body: JSON.stringify({
          from: env.EMAIL_FROM,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.attachments?.length
            ? {
                attachments: email.attachments.map((a) => ({
                  filename: a.filename,
                  content: base64(a.content),
                  content_type: a.contentType,
                })),
              }
            : {}),
          tags: [{ name: 'kind', value: email.kind }],
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const text = await res.text();
      if (!res.ok) {
        const message = `provider answered ${res.status}: ${text.slice(0, 200)}`;
        throw res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 409
          ? new PermanentEmailFailure(message)
          : new Error(message);
      }
      const id = (JSON.parse(text) as { id?: unknown }).id;
      return { providerId: typeof id === 'string' ? id : null };
    },
  };
}

/** The configured provider, or null for the dev mailbox (nothing is sent). */
export function configuredProvider(env: Bindings): EmailProvider | null {
  switch (env.EMAIL_PROVIDER || 'mailbox') {
    case 'mailbox':
      return null;
    case 'resend':
      return resendProvider(env);
    default:
      throw new Error(`unknown EMAIL_PROVIDER ${env.EMAIL_PROVIDER}`);
  }
}

/**
 * Development only: the dev mailbox as a provider, for following a delivery by hand or in a browser
 * test. `PUT /dev/mailbox/provider` sets its mode in KV: "refusing" refuses every email for good (so
 * it lands in the dead-letter list at once), "accepting" takes every email (marked sent), "off" (or
 * unset, the default) sends nothing. Anywhere else, or when the switch cannot be read: null.
 */
export const DEV_MAILBOX_KEY = 'dev:mailbox-provider';
export const DEV_MAILBOX_MODES = ['refusing', 'accepting', 'off'] as const;
export const DEV_MAILBOX_REFUSAL = 'the dev mailbox refuses every email (PUT /dev/mailbox/provider)';

export async function devMailboxProvider(env: Pick<Bindings, 'APP_ENV' | 'KV'>): Promise<EmailProvider | null> {
  if (env.APP_ENV !== 'development') return null;
  const mode = await env.KV.get(DEV_MAILBOX_KEY).catch(() => null);
  if (mode === 'refusing') {
    return {
      send: async () => {
        throw new PermanentEmailFailure(DEV_MAILBOX_REFUSAL);
      },
    };
  }
  return mode === 'accepting' ? { send: async () => ({ providerId: null }) } : null;
}

// ---- The bounce webhook (Svix signatures, as Resend sends them) -------------------------------

export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

/** Checks svix-id, svix-timestamp and svix-signature ("v1,<base64 HMAC-SHA256>" entries) over the raw body. */
export async function verifyWebhook(
  secret: string,
  headers: Headers,
  body: string,
  now = clock.now(),
): Promise<boolean> {
  const id = headers.get('svix-id');
  const timestamp = headers.get('svix-timestamp');
  const signatures = headers.get('svix-signature');
  if (!secret || !id || !timestamp || !signatures) return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) continue;
    try {
      if (await crypto.subtle.verify('HMAC', key, fromBase64(signature), signed)) return true;
    } catch {
      // not base64: try the next entry
    }
  }
  return false;
}
