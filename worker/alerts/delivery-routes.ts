import { escapeHtml } from '../email';
import { createRouter } from '../http';
import { unsubscribe } from './delivery';

/** GET /api/alerts/unsubscribe?token=…: the link in every digest; works without signing in. */
export const alertDeliveryRoutes = createRouter();

const page = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Hireloop</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/dashboard/job-alerts">Manage your job alerts</a></p></main></body></html>`;

alertDeliveryRoutes.get('/unsubscribe', async (c) => {
  const result = await unsubscribe(c.env, c.req.query('token') ?? '');
  if (result.outcome === 'paused') {
    return c.html(
      page(
        'Alert paused',
        `You will get no more emails or notifications for "${result.alertName}". You can resume it any time from your job alerts.`,
      ),
      200,
    );
  }
  if (result.outcome === 'gone')
    return c.html(page('Alert not found', 'This alert no longer exists, so there is nothing to pause.'), 404);
  return c.html(
    page(
      'This link is not valid',
      'The unsubscribe link is incomplete or has been changed. Open the link from the email again, or pause the alert from your job alerts.',
    ),
    400,
  );
});
