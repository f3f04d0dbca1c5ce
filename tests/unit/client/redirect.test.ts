import { describe, expect, it } from 'vitest';

import {
  canOpen,
  destinationAfterSignIn,
  guardDecision,
  loginUrlFor,
  safeRedirectTarget,
} from '../../../src/client/session/redirect';
import { guardedAreaOf as areaOf } from '../../../src/contract';

describe('the remembered origin (?redirect=) after login', () => {
  it.each([
    ['/dashboard/jobs', 'candidate', '/dashboard/jobs'],
    ['/dashboard/jobs/42?tab=match#skills', 'candidate', '/dashboard/jobs/42?tab=match#skills'],
    ['/recruiter/jobs/7/applications?status=offer', 'recruiter', '/recruiter/jobs/7/applications?status=offer'],
    ['/admin/reports', 'admin', '/admin/reports'],
    ['/company/acme', 'candidate', '/company/acme'],
    ['/company/acme', 'recruiter', '/company/acme'],
    ['/dashboard/../dashboard/profile', 'candidate', '/dashboard/profile'],
  ] as const)('%s for a %s is kept', (raw, role, expected) => {
    expect(safeRedirectTarget(raw, role)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/dashboard'],
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example/dashboard'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a control character', '/dashboard\n/x'],
    ['an empty value', ''],
    ['no value', null],
    ['a public page', '/privacy'],
    ['the login page itself', '/login'],
    ['a look-alike prefix', '/dashboardx'],
    ['dot segments that climb out of the area', '/dashboard/../recruiter/jobs'],
  ])('%s is ignored', (_, raw) => {
    expect(safeRedirectTarget(raw, 'candidate')).toBeNull();
  });

  it("another role's area is ignored", () => {
    expect(safeRedirectTarget('/recruiter/jobs', 'candidate')).toBeNull();
    expect(safeRedirectTarget('/admin/reports', 'recruiter')).toBeNull();
    expect(safeRedirectTarget('/dashboard', 'admin')).toBeNull();
  });

  it('without a usable origin each role goes home (spec section 4)', () => {
    expect(destinationAfterSignIn('candidate', null)).toBe('/dashboard');
    expect(destinationAfterSignIn('recruiter', '//evil.example')).toBe('/recruiter/dashboard');
    expect(destinationAfterSignIn('admin', '/dashboard')).toBe('/admin/dashboard');
    expect(destinationAfterSignIn('recruiter', '/recruiter/jobs?x=1')).toBe('/recruiter/jobs?x=1');
  });
});

describe('areas and the guard', () => {
  it('finds the area of a path by whole segments', () => {
    expect(areaOf('/dashboard')?.role).toBe('candidate');
    expect(areaOf('/dashboard/jobs/1')?.role).toBe('candidate');
    expect(areaOf('/recruiter/dashboard')?.role).toBe('recruiter');
    expect(areaOf('/admin')?.role).toBe('admin');
    expect(areaOf('/company/1')?.role).toBe('any');
    expect(areaOf('/dashboards')).toBeNull();
    expect(areaOf('/')).toBeNull();
  });

  it('lets any role open public pages and /company, and each role only its own area', () => {
    expect(canOpen('candidate', '/')).toBe(true);
    expect(canOpen('admin', '/company/9')).toBe(true);
    expect(canOpen('candidate', '/recruiter/dashboard')).toBe(false);
    expect(canOpen('recruiter', '/recruiter/dashboard')).toBe(true);
  });

  it.each([
    [{ status: 'loading', userType: null }, '/dashboard', 'candidate', 'wait'],
    [{ status: 'unauthenticated', userType: null }, '/dashboard', 'candidate', 'login'],
    [{ status: 'authenticated', userType: 'recruiter' }, '/dashboard', 'candidate', 'home'],
    [{ status: 'authenticated', userType: 'candidate' }, '/dashboard', 'candidate', 'show'],
    [{ status: 'authenticated', userType: 'admin' }, '/company/1', undefined, 'show'],
    [{ status: 'authenticated', userType: 'candidate' }, '/admin/dashboard', undefined, 'home'],
  ] as const)('%j on %s (page role %s): %s', (session, path, role, decision) => {
    expect(guardDecision(session, path, role)).toBe(decision);
  });

  it('the login address remembers guarded pages only', () => {
    expect(loginUrlFor('/recruiter/jobs?status=open')).toBe('/login?redirect=%2Frecruiter%2Fjobs%3Fstatus%3Dopen');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/privacy')).toBe('/login');
  });
});
