import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { isDevelopment } from '../../../worker/dev/routes';
import { queueEmail } from '../../../worker/email/service';
import app from '../entry';
import { api } from '../helpers';

const fetchWith = (path: string, appEnv: string) =>
  app.fetch(new Request(`http://app.test${path}`), { ...env, APP_ENV: appEnv }, createExecutionContext());

describe('dev mailbox', () => {
  it('lists emails newest first, escaped, with clickable links and a recipient filter', async () => {
    await queueEmail(
      env,
      {
        to: 'a@example.com',
        subject: 'First <b>',
        text: 'Open https://x.test/r?a=1&b=2 now',
        html: '<p>hi</p>',
        kind: 'password_reset',
      },
      new Date(Date.now() - 1000),
    );
    await queueEmail(env, {
      to: 'b@example.com',
      subject: 'Second',
      text: 'Hello',
      html: '<p>yo</p>',
      kind: 'password_reset',
    });

    const all = await api('/dev/mailbox.json');
    expect(all.status).toBe(200);
    expect(all.json.emails.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First <b>']);
    expect((await api('/dev/mailbox.json?to=A@example.com')).json.emails).toHaveLength(1);

    const page = await api('/dev/mailbox?to=a@example.com');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('First &lt;b&gt;');
    expect(page.text).toContain('<a href="https://x.test/r?a=1&amp;b=2">https://x.test/r?a=1&amp;b=2</a>');
    expect(page.text).not.toContain('Second');
    const id = all.json.emails[1].id as string;
    expect(page.text).toContain(`<a href="/dev/mailbox/${id}">HTML version</a>`);
    const html = await api(`/dev/mailbox/${id}`);
    expect(html.text).toBe('<p>hi</p>');
    expect(html.headers.get('Content-Security-Policy')).toMatch(/^sandbox; default-src 'none';/);
    expect((await api('/dev/mailbox/no-such-email')).status).toBe(404);
  });

  it('shows and serves an email’s attachments', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await queueEmail(env, {
      to: 'c@example.com',
      subject: 'Invite',
      text: 'See the file',
      html: '<p>file</p>',
      kind: 'password_reset',
      attachments: [{ filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    const [email] = (await api('/dev/mailbox.json?to=c@example.com')).json.emails;
    const url = `/dev/mailbox/${email.id}/attachments/0`;
    expect(email.attachments).toEqual([
      { filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', url },
    ]);
    expect((await api('/dev/mailbox?to=c@example.com')).text).toContain(`<a href="${url}">interview.ics</a>`);
    const file = await api(url);
    expect(file.status).toBe(200);
    expect(file.text).toBe(ics);
    expect(file.headers.get('content-type')).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="interview.ics"');
    expect((await api(`/dev/mailbox/${email.id}/attachments/1`)).status).toBe(404);
  });

  it('answers 404 unless APP_ENV is development', async () => {
    expect(isDevelopment({ APP_ENV: 'development' })).toBe(true);
    for (const appEnv of ['production', 'staging', '']) {
      expect(isDevelopment({ APP_ENV: appEnv })).toBe(false);
      for (const path of [
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/dev/mailbox/some-id',
        '/dev/mailbox/some-id/attachments/0',
      ])
        expect((await fetchWith(path, appEnv)).status).toBe(404);
    }
    expect((await fetchWith('/dev/mailbox.json', 'development')).status).toBe(200);
  });
});
