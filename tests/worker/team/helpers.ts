import { env } from 'cloudflare:test';

import { api, emailsTo } from '../helpers';

/** The newest invitation link mailed to `email`: [inviteId, token]. */
export async function inviteLink(email: string): Promise<[string, string]> {
  const mails = (await emailsTo(email)).filter((m) => m.kind === 'company_invite');
  const match = mails.at(-1)?.text_body.match(/\/join-team\/([^/\s]+)\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return [decodeURIComponent(match[1]!), match[2]!];
}

export const invite = (token: string, email: string) => api('/api/recruiter/team/invites', { token, body: { email } });
export const accept = (inviteId: string, body: Record<string, unknown>) =>
  api(`/api/team/invites/${inviteId}/accept`, { body });
export const preview = (inviteId: string, token: string) =>
  api(`/api/team/invites/${inviteId}/preview`, { body: { token } });

export const companyOf = async (userId: string) =>
  (
    await env.DB.prepare('SELECT company_id FROM recruiter_profiles WHERE user_id = ?')
      .bind(userId)
      .first<{ company_id: string | null }>()
  )?.company_id ?? null;
