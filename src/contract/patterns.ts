/**
 * Plain patterns with no dependency, so that code with a tight size budget (the landing page's
 * contact form) can share them without pulling zod in. auth.ts re-exports them.
 */

/** Spec section 5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /\S+@\S+\.\S+/;

/**
 * One plain address, strictly: an anchored local part of letters, digits and . ! # $ % & * + / = ?
 * ^ _ ` { | } ~ - (no whitespace, commas, angle brackets, quotes or control characters), one @,
 * and a domain of letter-digit-hyphen labels with at least one dot. Checked at signup (and any
 * email change), so a stored address can never carry a second recipient or a header into a mail.
 */
export const STRICT_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Line breaks (CR, LF, U+2028/9) and every other control character. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
