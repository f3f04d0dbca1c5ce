/**
 * The shared shape of every email: a greeting, paragraphs, an optional button and a footer, as
 * plain text and simple HTML. Every value is escaped in the HTML part here, so templates pass raw
 * text (names, message bodies, job titles) and never build markup themselves.
 */
import { PRODUCT_NAME } from '../../../src/contract';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Plain text; line breaks inside a paragraph are kept. */
  paragraphs: string[];
  /** Links listed after the paragraphs, e.g. the jobs of a digest. */
  items?: Array<{ label: string; href: string; detail?: string }>;
  /** Quoted text shown in a box, e.g. a message; kept exactly as written. */
  quote?: string;
  action?: { label: string; href: string };
  /** Small print under the body, e.g. why the email came and how to stop it. */
  footer?: Array<string | { label: string; href: string }>;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const link = (l: { label: string; href: string }) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`;

export function renderEmail(c: EmailContent): RenderedEmail {
  const quoted =
    c.quote === undefined
      ? []
      : [
          c.quote
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ];
  const text = [
    c.greeting,
    '',
    ...[...c.paragraphs, ...quoted].flatMap((p) => [p, '']),
    ...(c.items?.length
      ? [...c.items.map((i) => `- ${i.label}${i.detail ? ` (${i.detail})` : ''}\n  ${i.href}`), '']
      : []),
    ...(c.action ? [`${c.action.label}: ${c.action.href}`, ''] : []),
    '--',
    ...(c.footer ?? []).map((f) => (typeof f === 'string' ? f : `${f.label}: ${f.href}`)),
    PRODUCT_NAME,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937; max-width: 560px">
${paragraph(c.greeting)}
${c.paragraphs.map(paragraph).join('\n')}
${c.items?.length ? `<ul>${c.items.map((i) => `<li>${link(i)}${i.detail ? ` <span style="color: #6b7280">${escapeHtml(i.detail)}</span>` : ''}</li>`).join('')}</ul>` : ''}
${c.quote === undefined ? '' : `<blockquote style="margin: 1em 0; padding: 0.75em 1em; border-left: 3px solid #6366f1; background: #f5f5ff; white-space: pre-wrap">${escapeHtml(c.quote)}</blockquote>`}
${c.action ? `<p><a href="${escapeHtml(c.action.href)}" style="display: inline-block; padding: 0.6em 1.2em; background: #4f46e5; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(c.action.label)}</a></p>` : ''}
<hr style="border: none; border-top: 1px solid #e5e7eb">
<p style="font-size: 0.85em; color: #6b7280">${[...(c.footer ?? []).map((f) => (typeof f === 'string' ? escapeHtml(f) : link(f))), PRODUCT_NAME].join('<br>')}</p>
</body></html>`;
  return { subject: c.subject, text, html };
}
