/** The outbox, its provider and every email body. Its face: what the other concerns and the composition root use. */
export { DEV_MAILBOX_KEY, DEV_MAILBOX_MODES } from './provider';
export { emailRoutes } from './routes';
export {
  deadLetters,
  deliverEmail,
  type EmailAttachment,
  type EmailStatement,
  emailDead,
  leftBehindEmails,
  operatorAddress,
  operatorEmailStatement,
  queueEmail,
  queueEmailIf,
  retryDeadLetter,
  SEND_LEASE_MS,
  sendEmails,
} from './service';
export { attachmentsOf, type EmailRow, findEmail, listEmails } from './store';
export {
  accountDeletedEmail,
  alertDigestEmail,
  applicationReceivedEmail,
  companyInviteEmail,
  companyVerificationEmail,
  contactMessageEmail,
  deletionLinkEmail,
  escapeHtml,
  jobSentEmail,
  newApplicationEmail,
  newMessageEmail,
  noteMentionEmail,
  renderEmail,
  resetPasswordEmail,
  statusChangedEmail,
  verifyEmailEmail,
} from './templates';
