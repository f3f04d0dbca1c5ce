/**
 * Plain patterns with no dependency, so that code with a tight size budget (the landing page's
 * contact form) can share them without pulling zod in. auth.ts re-exports them.
 */

/** Spec section 5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /\S+@\S+\.\S+/;
