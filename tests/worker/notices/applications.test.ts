import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { notifyApplicationReceived, notifyStatusChange } from '../../../worker/notices/applications';
import { createRecruiter, createUser, emailsTo, insertApplication, insertJob, notificationsOf } from '../helpers';

async function application(jobTitle = 'Data Engineer') {
  const recruiter = await createRecruiter('Acme & <Sons>');
  const candidate = await createUser('candidate', { fullName: 'Zoë "Z" <Ray>' });
  const jobId = await insertJob(recruiter, { title: jobTitle });
  return { candidate, id: await insertApplication(jobId, candidate.id) };
}

describe('application notices', () => {
  it('tells the candidate about a status change in the product and by email, escaping every value and keeping the reason internal', async () => {
    const { candidate, id } = await application('<script>alert(1)</script> Lead');
    await env.DB.prepare("UPDATE applications SET status = 'rejected', rejection_reason = ? WHERE id = ?")
      .bind('Needs <b>Go</b> & Rust', id)
      .run();
    await notifyStatusChange(env, { id }, 'screening', 'rejected');

    expect(await notificationsOf(candidate.id)).toEqual([
      {
        kind: 'application_status',
        title: '<script>alert(1)</script> Lead at Acme & <Sons>: Not selected',
        body: 'The company has decided not to go ahead with your application.',
        link: `/dashboard/applied-jobs/${id}`,
      },
    ]);
    const [mail] = await emailsTo(candidate.email);
    expect(mail!.subject).toBe('Your application for <script>alert(1)</script> Lead: Not selected');
    expect(mail!.text_body).toContain('Hello Zoë "Z" <Ray>,');
    expect(mail!.html_body).toContain('Hello Zoë &quot;Z&quot; &lt;Ray&gt;,');
    expect(mail!.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Lead at Acme &amp; &lt;Sons&gt;');
    // The rejection reason is the recruiter's internal record: never sent to the candidate.
    expect(mail!.text_body).not.toContain('Needs');
    expect(mail!.html_body).not.toContain('Needs');
    expect(mail!.html_body).not.toMatch(/<script|<b>|<Ray>|<Sons>/);
    expect(mail!.html_body).toContain(`href="${env.PUBLIC_ORIGIN}/dashboard/applied-jobs/${id}"`);
  });

  it('stays quiet about a withdrawal, and sends no email to a candidate who turned emails off', async () => {
    const { candidate, id } = await application();
    await notifyStatusChange(env, { id }, 'applied', 'withdrawn');
    expect(await notificationsOf(candidate.id)).toEqual([]);

    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, email_notifications) VALUES (?, 0)')
      .bind(candidate.id)
      .run();
    await notifyStatusChange(env, { id }, 'applied', 'interview');
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await emailsTo(candidate.email)).toEqual([]);
  });

  it('sends a receipt when an application is received', async () => {
    const { candidate, id } = await application();
    await notifyApplicationReceived(env, { id });
    const [mail] = await emailsTo(candidate.email);
    expect(mail).toMatchObject({ kind: 'application_received', subject: 'Application received: Data Engineer' });
    expect(mail!.text_body).toContain('Your application for Data Engineer at Acme & <Sons> has reached the recruiter.');
  });
});
