/**
 * Keys of the stored session in localStorage (spec section 3). Apart from constants.ts: the public
 * board's small script reads them, and with constants it would load the landing's shared file.
 */
export const SESSION_KEYS = {
  token: 'authToken',
  user: 'userData',
  userType: 'userType',
} as const;
