/** The outbox, its provider and every email body. Its face: what the other concerns and the composition root use. */
export { DEV_MAILBOX_KEY, DEV_MAILBOX_MODES } from './provider';
export { emailRoutes } from './routes';
export {
  deadLetters,
  deliverEmail,
  type EmailAttachment,
  emailDead,
  leftBehindEmails,
  operatorAddress,
  operatorEmailStatement,
  queueEmail,
  queueEmailIf,
  retryDeadLetter,
  SEND_LEASE_MS,
} from './service';
export { attachmentsOf, type EmailRow, findEmail, listEmails } from './store';
export {
  accountDeletedEmail,
  companyInviteEmail,
  companyVerificationEmail,
  contactMessageEmail,
  deletionLinkEmail,
  escapeHtml,
  noteMentionEmail,
  renderEmail,
  resetPasswordEmail,
  verifyEmailEmail,
} from './templates';
export { alertDigestEmail } from './templates/alerts';
export { applicationReceivedEmail, jobSentEmail, newMessageEmail, statusChangedEmail } from './templates/messaging';
