import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { accessCookie, clearSessionCookies, readCookie, refreshCookie } from '../../../worker/auth/cookies';

describe('session cookies', () => {
  it('are SameSite=Lax for a same-origin site', () => {
    expect(accessCookie(env, 'a')).toBe('hl_access=a; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(refreshCookie(env, 'r')).toBe('hl_refresh=r; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('are SameSite=None when other origins may call the API with credentials', () => {
    const crossOrigin = { ALLOWED_ORIGINS: 'https://app.example.com' };
    expect(accessCookie(crossOrigin, 'a')).toContain('HttpOnly; Secure; SameSite=None');
    expect(refreshCookie(crossOrigin, 'r')).toContain('HttpOnly; Secure; SameSite=None');
    expect(clearSessionCookies(crossOrigin)).toEqual([
      'hl_access=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None',
      'hl_refresh=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None',
    ]);
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; hl_refresh=abc_-1; b=2', 'hl_refresh')).toBe('abc_-1');
    expect(readCookie('a=1', 'hl_refresh')).toBeUndefined();
    expect(readCookie(null, 'hl_refresh')).toBeUndefined();
  });
});
