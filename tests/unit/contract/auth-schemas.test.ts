import { describe, expect, it } from 'vitest';

import { validate } from '../../../src/client/browser/forms';
import { forgotPasswordSchema, loginSchema, resetPasswordFormSchema, signupFormSchema } from '../../../src/contract';

// Spec section 5, word for word, through the same validate() the forms call.
const errorsOf = (schema: Parameters<typeof validate>[0], values: unknown) => {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
};

describe('login form', () => {
  const valid = { email: 'asha@example.com', password: 'secret1' };

  it('accepts a valid email and a password of 6 or more characters', () => {
    expect(validate(loginSchema, valid)).toEqual({ ok: true, data: valid });
    expect(validate(loginSchema, { ...valid, password: '123456' }).ok).toBe(true);
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['asha', 'Email is invalid'],
    ['asha@example', 'Email is invalid'],
    ['@example.com', 'Email is invalid'],
    ['asha@.com', 'Email is invalid'],
  ])('email %j: %s', (email, message) => {
    expect(errorsOf(loginSchema, { ...valid, email })).toEqual({ email: message });
  });

  it.each(['a@b.c', 'first.last+tag@sub.example.co.in'])('email %j is valid (text, @, text, dot, text)', (email) => {
    expect(errorsOf(loginSchema, { ...valid, email })).toEqual({});
  });

  it.each([
    ['', 'Password is required'],
    ['a', 'Password must be at least 6 characters'],
    ['12345', 'Password must be at least 6 characters'],
  ])('password %j: %s', (password, message) => {
    expect(errorsOf(loginSchema, { ...valid, password })).toEqual({ password: message });
  });

  it('reports both fields at once when both are empty', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});

describe('signup form', () => {
  const valid = {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'candidate',
  };

  it('accepts a candidate and a recruiter, whatever the case of the role', () => {
    expect(validate(signupFormSchema, valid)).toMatchObject({ ok: true, data: { role: 'candidate' } });
    expect(validate(signupFormSchema, { ...valid, role: 'Recruiter' })).toMatchObject({
      ok: true,
      data: { role: 'recruiter' },
    });
  });

  it.each([
    [{ fullName: '' }, { fullName: 'Name is required' }],
    [{ fullName: '   ' }, { fullName: 'Name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'asha@example' }, { email: 'Email is invalid' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    ],
    [{ password: 'abc', confirmPassword: 'abc' }, { password: 'Password must be at least 6 characters' }],
    [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [{ confirmPassword: 'secret2' }, { confirmPassword: 'Passwords do not match' }],
  ])('%j → %j', (change, errors) => {
    expect(errorsOf(signupFormSchema, { ...valid, ...change })).toEqual(errors);
  });

  it('refuses admin and unknown account types (admins cannot sign up)', () => {
    expect(errorsOf(signupFormSchema, { ...valid, role: 'admin' })).toEqual({
      role: 'Choose an account type: Candidate or Recruiter',
    });
    expect(errorsOf(signupFormSchema, { ...valid, role: 'boss' })).toHaveProperty('role');
  });
});

describe('forgot-password form', () => {
  it.each([
    ['', { email: 'Email is required' }],
    ['nope', { email: 'Email is invalid' }],
    ['asha@example.com', {}],
  ])('email %j → %j', (email, errors) => {
    expect(errorsOf(forgotPasswordSchema, { email })).toEqual(errors);
  });
});

describe('reset-password form', () => {
  it.each([
    [{ newPassword: 'secret1', confirmPassword: 'secret1' }, {}],
    [
      { newPassword: '', confirmPassword: '' },
      { newPassword: 'New password is required', confirmPassword: 'Please confirm your password' },
    ],
    [
      { newPassword: '', confirmPassword: 'x' },
      { newPassword: 'New password is required', confirmPassword: 'Passwords do not match' },
    ],
    [{ newPassword: '12345', confirmPassword: '12345' }, { newPassword: 'Password must be at least 6 characters' }],
    [{ newPassword: 'secret1', confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [{ newPassword: 'secret1', confirmPassword: 'secret2' }, { confirmPassword: 'Passwords do not match' }],
  ])('%j → %j', (values, errors) => {
    expect(errorsOf(resetPasswordFormSchema, values)).toEqual(errors);
  });
});
