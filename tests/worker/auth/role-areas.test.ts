import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { api, createRecruiter, createUser, ORIGIN } from '../helpers';

/**
 * Who may enter which area, pinned for every role and area: the pages behind the edge guard and
 * one API route of each area. Written out here so a change to the areas fails a test.
 */
const PAGES = {
  '/dashboard': 'candidate',
  '/recruiter/dashboard': 'recruiter',
  '/admin/dashboard': 'admin',
  '/company/some-id': 'any',
} as const;
const API = {
  '/api/candidate/profile': 'candidate',
  '/api/recruiter/profile': 'recruiter',
  '/api/admin/overview': 'admin',
  '/api/notifications': 'any',
} as const;
const WHO = ['signed out', 'candidate', 'recruiter', 'admin'] as const;

async function tokens() {
  return {
    'signed out': null,
    candidate: (await createUser('candidate')).token,
    recruiter: (await createRecruiter('Areas Ltd')).token,
    admin: (await createUser('admin')).token,
  } as Record<(typeof WHO)[number], string | null>;
}

describe('role areas, every role and area', () => {
  it("pages: the area's role (or any signed-in one) gets the page, another role goes home, a visitor signs in", async () => {
    const t = await tokens();
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [path, role] of Object.entries(PAGES)) {
      for (const who of WHO) {
        const token = t[who];
        const res = await SELF.fetch(`${ORIGIN}${path}`, {
          headers: token ? { Cookie: `hl_access=${token}` } : {},
          redirect: 'manual',
        });
        seen[`${who} ${path}`] = res.status === 200 ? 'page' : `${res.status} ${res.headers.get('location')}`;
        expected[`${who} ${path}`] =
          who === 'signed out'
            ? `302 /login?redirect=${encodeURIComponent(path)}`
            : role === 'any' || role === who
              ? 'page'
              : '302 /';
      }
    }
    expect(seen).toEqual(expected);
  });

  it("API: the area's role gets an answer, another role 403, a visitor 401", async () => {
    const t = await tokens();
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [path, role] of Object.entries(API)) {
      for (const who of WHO) {
        const token = t[who];
        seen[`${who} ${path}`] = (await api(path, token ? { token } : {})).status;
        expected[`${who} ${path}`] = who === 'signed out' ? 401 : role === 'any' || role === who ? 200 : 403;
      }
    }
    expect(seen).toEqual(expected);
  });
});
