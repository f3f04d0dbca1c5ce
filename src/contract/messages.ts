/** Every user-facing validation and error text of spec sections 5 and 8, word for word. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  nameRequired: 'Name is required',
  confirmRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordRequired: 'New password is required',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  signupFailed: 'Signup failed. Please try again.',
  forgotTimeout: 'Request timeout. The server might be sleeping. Please try again in a moment.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. The link may be expired or invalid.',
  oauthFailed: 'Google sign-in failed. Please try again or use your email and password.',
  // Messages of our own where the spec is silent.
  oauthStaffAccount:
    'This email belongs to a recruiter or admin account, which cannot use Google sign-in. Sign in with your email and password.',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  // Messages of our own where the spec is silent.
  offline: 'You are offline. Changes you make will not be saved until the connection returns.',
  backOnline: 'You are back online.',
  roleInvalid: 'Choose an account type: Candidate or Recruiter',
  contactNameRequired: 'Name is required',
  contactEmailRequired: 'Email is required',
  contactMessageRequired: 'Message is required',
  // The contact form sends (a deliberate departure from spec section 2; PRODUCT.md).
  contactNameTooLong: 'Name must be at most 120 characters',
  contactMessageTooLong: 'Message must be at most 5000 characters',
  contactSent: "Thank you! Your message has been sent. We'll get back to you within one business day.",
  contactSendFailed: (email: string) => `We could not send your message. Please email us at ${email}.`,
  emailTaken: 'An account with this email already exists. Sign in instead, or reset your password.',
  invalidCredentials: 'Invalid email or password',
  accountSuspended: 'This account is suspended. Contact support if you think this is a mistake.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again.',
  tooManyRequests: 'Too many requests from this address. Please wait and try again.',
  forgotSent: 'If an account exists for that email, a reset link is on its way.',
  verifyEmailBanner:
    'Please confirm your email address. Until you do, we cannot send you job alerts, messages or other updates.',
  // The banner speaks to each role of what waits on the email (verifyEmailBanner is the candidate's).
  verifyEmailBannerRecruiter:
    'Please confirm your email address. Until you do, you cannot publish jobs, and we cannot send you new applications, messages or other updates.',
  verifyEmailBannerAdmin:
    'Please confirm your email address. Until you do, we cannot send you reports or other updates.',
  verificationSent: 'A new confirmation link is on its way. It may take a minute to arrive.',
  verificationFailed: 'This confirmation link is invalid, used or expired. Sign in and ask for a new one.',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  internal: 'Something went wrong on our side. Please try again.',
  bodyTooLarge: 'This request is too large. Shorten the text and try again.',
  foreignOrigin: 'Requests from this origin are not allowed',
  edgeAssertionRefused:
    'This forwarded request is not signed by the edge, or its signature is invalid, used or expired.',
  backendTimeout: 'The service took too long to answer. Please try again in a moment.',
  backendUnavailable: 'The service is unavailable right now. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  textNotUnicode: 'This text contains characters that are not valid Unicode. Remove them and try again.',
} as const;
