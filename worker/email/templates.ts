/** Email bodies. Every value from a user or a URL goes through escapeHtml in the HTML part. */
import { PRODUCT_NAME } from '../../src/contract';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

export function resetPasswordEmail(input: { fullName: string; link: string; validMinutes: number }) {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
    input.link,
    '',
    `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(input.fullName)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:</p>
<p><a href="${link}">Reset your password</a></p>
<p style="word-break: break-all; color: #4b5563">${link}</p>
<p>The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.</p>
</body></html>`;
  return { subject, text, html };
}
