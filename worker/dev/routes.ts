/**
 * The development mailbox: every email of the outbox, newest first, so a developer can follow
 * reset links without any email leaving the machine. /dev/mailbox is a readable page (filter with
 * ?to=), /dev/mailbox/{id} one email's HTML (sandboxed: no script runs), /dev/mailbox.json the list
 * for tests, /dev/mailbox/{id}/attachments/{n} an email's attached file; PUT /dev/mailbox/provider
 * `{ "mode": "refusing" | "accepting" | "off" }` makes the mailbox refuse or take deliveries
 * (worker/email/provider.ts). All answer 404 unless APP_ENV is "development" (set by .dev.vars,
 * never deployed).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';

import {
  attachmentsOf,
  DEV_MAILBOX_KEY,
  DEV_MAILBOX_MODES,
  type EmailRow,
  escapeHtml,
  findEmail,
  listEmails,
} from '../email';
import type { AppEnv, Bindings } from '../env';

/** An email's own HTML, as a mail client would show it: no script, nothing fetched but images. */
const EMAIL_HTML_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:";

export const MAILBOX_LIMIT = 100;

export const isDevelopment = (env: Pick<Bindings, 'APP_ENV'>) => env.APP_ENV === 'development';

const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) return c.text('Not found', 404);
  await next();
});

const toJson = (row: EmailRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  attachments: attachmentsOf(row).map((a, n) => ({
    filename: a.filename,
    contentType: a.contentType,
    url: attachmentUrl(row, n),
  })),
});

const attachmentUrl = (row: EmailRow, n: number) => `/dev/mailbox/${encodeURIComponent(row.id)}/attachments/${n}`;

function attachmentLinks(row: EmailRow): string {
  const files = attachmentsOf(row);
  if (files.length === 0) return '';
  return `<p>Attached: ${files.map((a, n) => `<a href="${attachmentUrl(row, n)}">${escapeHtml(a.filename)}</a>`).join(', ')}</p>`;
}

/** Escapes the text, then turns the http(s) links in it into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(rows: EmailRow[], to: string): string {
  const items = rows
    .map(
      (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(row.to_address)}">${escapeHtml(row.to_address)}</a> · ${escapeHtml(row.created_at)} · ${escapeHtml(row.kind)}</p>
  <pre>${linkify(row.text_body)}</pre>
  ${attachmentLinks(row)}
  <p><a href="/dev/mailbox/${encodeURIComponent(row.id)}">HTML version</a></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Hireloop</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; } .meta { color: #4b5563; margin: 0 0 .5rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style></head><body>
<h1>Dev mailbox</h1>
<p>Emails the app queued in this local database, newest first. Nothing is sent from a developer's machine.</p>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to)}"></label> <button>Filter</button> <a href="/dev/mailbox">All</a></form>
${items || '<p>No emails yet.</p>'}
</body></html>`;
}

export const devRoutes = new Hono<AppEnv>()
  .use('*', developmentOnly)
  .get('/mailbox', async (c) => {
    const to = c.req.query('to')?.trim() ?? '';
    const rows = await listEmails(c.env.DB, { to: to || undefined, limit: MAILBOX_LIMIT });
    return c.html(page(rows, to));
  })
  .get('/mailbox.json', async (c) => {
    const to = c.req.query('to')?.trim();
    const rows = await listEmails(c.env.DB, { to: to || undefined, limit: MAILBOX_LIMIT });
    return c.json({ emails: rows.map(toJson) });
  })
  .put('/mailbox/provider', async (c) => {
    const { mode } = (await c.req.json().catch(() => ({}))) as { mode?: unknown };
    if (!DEV_MAILBOX_MODES.includes(mode as (typeof DEV_MAILBOX_MODES)[number]))
      return c.json({ message: `mode is one of ${DEV_MAILBOX_MODES.join(', ')}` }, 400);
    if (mode === 'off') await c.env.KV.delete(DEV_MAILBOX_KEY);
    else await c.env.KV.put(DEV_MAILBOX_KEY, mode as string);
    return c.json({ mode });
  })
  .get('/mailbox/:id', async (c) => {
    const row = await findEmail(c.env.DB, c.req.param('id'));
    if (!row) return c.html('<!doctype html><html lang="en"><title>Not found</title><p>No such email.</p></html>', 404);
    return c.html(row.html_body, 200, { 'Content-Security-Policy': EMAIL_HTML_CSP });
  })
  .get('/mailbox/:id/attachments/:n', async (c) => {
    const row = await findEmail(c.env.DB, c.req.param('id'));
    const file = row ? attachmentsOf(row)[Number(c.req.param('n'))] : undefined;
    if (!file) return c.text('No such attachment', 404);
    const filename = file.filename.replace(/[^\w.-]/g, '_');
    return c.body(file.content, 200, {
      'Content-Type': `${file.contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });
