import { describe, expect, it } from 'vitest';

import { contractChecker } from '../../fixtures/openapi-contract';
import { api, createUser } from '../helpers';

/** The check every api() call of these tests runs: each JSON answer against /api/openapi.json. */
describe('JSON answers are checked against the OpenAPI document', () => {
  it('passes a declared answer and names an undeclared status, a wrong body and a missing field', async () => {
    const check = contractChecker((await api('/api/openapi.json')).json);
    const health = await api('/api/test-redis');
    expect(check('GET', '/api/test-redis', health.status, health.json)).toBeNull();
    expect(check('GET', '/api/test-redis', 418, health.json)).toMatch(/^GET \/test-redis → 418: status not declared/);
    expect(check('GET', '/api/test-redis', 200, { ...health.json, status: 'fine' })).toMatch(
      /body does not match the declared schema: .*#\/status Instance does not match any of/,
    );
    const { checks: _, ...withoutChecks } = health.json;
    expect(check('GET', '/api/test-redis', 200, withoutChecks)).toMatch(/body does not match/);
    // A path or method the document does not declare is not the document's to judge.
    expect(check('GET', '/api/no-such-thing', 404, { message: 'Not found' })).toBeNull();
  });

  it('follows component references and picks a literal segment before a parameter', async () => {
    const check = contractChecker((await api('/api/openapi.json')).json);
    const recruiter = await createUser('recruiter');
    const list = await api('/api/recruiter/jobs/applications', { token: recruiter.token });
    expect(check('GET', '/api/recruiter/jobs/applications', list.status, list.json)).toBeNull();
    expect(check('GET', '/api/recruiter/jobs/applications', 401, { message: 42 })).toMatch(
      /^GET \/recruiter\/jobs\/applications → 401/,
    );
  });
});
