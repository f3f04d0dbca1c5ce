import { type AuditEntryView, REPORT_STATUS, type ReportStatus } from '../../contract';
import { Badge } from '../ui';

export function StatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={REPORT_STATUS[status].tone}>{REPORT_STATUS[status].label}</Badge>;
}

const ACTION_WORDS: Record<string, string> = {
  report_dismissed: 'dismissed a report',
  user_warned: 'warned a user',
  job_removed: 'removed a job',
  user_suspended: 'suspended a user',
  job_reinstated: 'reinstated a job',
  user_reinstated: 'reinstated a user',
  company_verified: 'approved a company as a verified employer',
  company_verification_refused: 'refused to verify a company',
  admin_sign_in: 'signed in',
  password_reset: 'reset their password',
  login_lockout: 'Sign-ins locked after repeated failures',
  refresh_token_reuse: 'A reused session token was detected; that session was ended',
  email_retry: 'sent an undelivered email again',
  notice_retry: 'delivered an undelivered notice again',
  contact_message_answered: 'marked a message from the site answered',
  contact_message_new: 'marked a message from the site new again',
};

/** An audit entry in words: "Ada Admin removed a job". */
export function describeAction(entry: AuditEntryView): string {
  const words = ACTION_WORDS[entry.action] ?? entry.action.replaceAll('_', ' ');
  if (!entry.actor) return words[0]!.toUpperCase() + words.slice(1);
  return `${entry.actor.fullName} ${words}`;
}
