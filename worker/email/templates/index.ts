/** Every email body, built on one layout that escapes every value in the HTML part. */
export { escapeHtml, renderEmail, type EmailContent, type RenderedEmail } from './layout';
export { resetPasswordEmail, verifyEmailEmail } from './auth';
export { alertDigestEmail } from './alerts';
export { applicationReceivedEmail, newApplicationEmail, statusChangedEmail } from './applications';
export { newMessageEmail } from './messaging';
export { jobSentEmail } from './targeted';
export { companyVerificationEmail } from './employers';
export { companyInviteEmail, noteMentionEmail } from './team';
export { contactMessageEmail } from './contact';
export { accountDeletedEmail, deletionLinkEmail } from './privacy';
