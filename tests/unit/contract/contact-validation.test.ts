import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type ContactValues, validateContact } from '../../../src/components/site/contact-validation';
import { contactSchema, fieldErrors, MESSAGES } from '../../../src/contract';

/** What the contract's zod schema says about the same input, field by field. */
function schemaErrors(values: ContactValues) {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact form validation (the landing page twin of contactSchema)', () => {
  it('requires every field, with the contract messages', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateContact({ name: '   ', email: ' ', message: '\n' })).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.contactEmailRequired,
      message: MESSAGES.contactMessageRequired,
    });
  });

  it('rejects an email that is not text@text.text', () => {
    for (const email of ['asha', 'asha@', 'asha@example', '@example.com', 'asha@example.']) {
      expect(validateContact({ name: 'Asha', email, message: 'Hi' }).email, email).toBe('Email is invalid');
    }
    expect(validateContact({ name: 'Asha', email: `${'a'.repeat(250)}@b.co`, message: 'Hi' }).email).toBe(
      'Email is invalid',
    );
  });

  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Asha Rao', email: ' asha@example.com ', message: 'Hello' })).toEqual({});
  });

  it('agrees with contactSchema on generated input', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', '\t\n', 'a', 'a@b.c', 'a@b', '@b.c', 'x y@z.w', 'a@b.c ', `${'e'.repeat(260)}@x.io`),
      fc.string({ maxLength: 30 }),
      fc
        .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 5 }))
        .map(([a, b, c]) => `${a}@${b}.${c}`),
    );
    fc.assert(
      fc.property(fc.record({ name: text, email: text, message: text }), (values) => {
        expect(validateContact(values)).toEqual(schemaErrors(values));
      }),
      { numRuns: 2000 },
    );
  });
});
