import { env } from 'cloudflare:test';
import { expect } from 'vitest';

import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../../worker/files/orphans';
import { FILE_OWNERS } from '../../../worker/scheduled';

/** The statements of migration 0060's backfill that compute the counters from the rows. */
const counterBackfill = () =>
  env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0060'))!
    .queries.map((q) => q.replace(/^(\s*--[^\n]*\n)+/, '').trim())
    .filter((q) => q.startsWith('INSERT INTO counters'))
    .map((q) => q.replace(/^INSERT INTO counters \(name, owner, key, n\)\s*/, ''));

async function countersEqualBackfill(label: string) {
  const kept = new Map(
    (
      await env.DB.prepare('SELECT name, owner, key, n FROM counters WHERE n <> 0').all<{
        name: string;
        owner: string;
        key: string;
        n: number;
      }>()
    ).results.map((r) => [`${r.name} ${r.owner} ${r.key}`, r.n]),
  );
  const expected = new Map<string, number>();
  for (const sql of counterBackfill()) {
    for (const [name, owner, key, n] of await env.DB.prepare(sql).raw<(string | number)[]>())
      if (n !== 0) expected.set(`${name} ${owner} ${key}`, n as number);
  }
  expect(Object.fromEntries(kept), `${label}: counters equal their backfill`).toEqual(Object.fromEntries(expected));
}

/**
 * Conversations whose recipient of a message never heard of it: no notification links them to the
 * conversation and no intent to announce one of its messages is pending. (The first message a side
 * receives always finds nothing unread before it; no socket is open in the fault suite.)
 */
const UNANNOUNCED_MESSAGES = `SELECT COUNT(*) AS n FROM conversations c
  JOIN (SELECT DISTINCT conversation_id, sender_id FROM messages) m ON m.conversation_id = c.id
  WHERE NOT EXISTS (SELECT 1 FROM notifications n
      WHERE n.user_id = CASE WHEN m.sender_id = c.candidate_id THEN c.recruiter_id ELSE c.candidate_id END
        AND n.link = CASE WHEN m.sender_id = c.candidate_id THEN '/recruiter/messages?c=' ELSE '/dashboard/messages?c=' END || c.id)
    AND NOT EXISTS (SELECT 1 FROM notice_intents i JOIN messages im ON im.id = i.subject_id WHERE i.kind = 'message_sent' AND im.conversation_id = c.id)`;

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

/**
 * What must hold after any failure: counters equal their backfill; no event without its
 * application; no application (made by the product) without its resume copy in R2; no interview
 * event without its interview; no offer letter row without its file; no message left unannounced;
 * no notice intent without its cause; no application whose job's count misses it. Files no row references are
 * allowed only until the cron's sweep, which this runs (as if an hour had passed) and then checks.
 */
export async function expectInvariants(label: string) {
  await countersEqualBackfill(label);
  expect(
    await count(
      'SELECT COUNT(*) AS n FROM application_events e WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.id = e.application_id)',
    ),
    `${label}: events without an application`,
  ).toBe(0);
  const copies = (
    await env.DB.prepare("SELECT resume_r2_key AS k FROM applications WHERE resume_r2_key LIKE 'applications/%'").all<{
      k: string;
    }>()
  ).results;
  for (const { k } of copies) expect(await env.FILES.head(k), `${label}: application copy ${k} in R2`).not.toBeNull();
  expect(
    await count(
      'SELECT COUNT(*) AS n FROM interview_events e WHERE NOT EXISTS (SELECT 1 FROM interviews i WHERE i.application_id = e.application_id)',
    ),
    `${label}: interview events without their interview`,
  ).toBe(0);
  const letters = (
    await env.DB.prepare('SELECT file_key AS k FROM application_offers WHERE file_key IS NOT NULL').all<{ k: string }>()
  ).results;
  for (const { k } of letters) expect(await env.FILES.head(k), `${label}: offer letter ${k} in R2`).not.toBeNull();
  const resumes = (
    await env.DB.prepare("SELECT r2_key AS k FROM resumes WHERE r2_key LIKE 'resumes/%'").all<{ k: string }>()
  ).results;
  for (const { k } of resumes) expect(await env.FILES.head(k), `${label}: resume file ${k} in R2`).not.toBeNull();
  expect(
    await count(`SELECT COUNT(*) AS n FROM notice_intents i WHERE NOT CASE i.kind
      WHEN 'application_received' THEN EXISTS (SELECT 1 FROM applications WHERE id = i.subject_id)
      WHEN 'status_changed' THEN EXISTS (SELECT 1 FROM applications WHERE id = i.subject_id)
      WHEN 'job_published' THEN EXISTS (SELECT 1 FROM jobs WHERE id = i.subject_id)
      WHEN 'message_sent' THEN EXISTS (SELECT 1 FROM messages WHERE id = i.subject_id)
      WHEN 'interview_changed' THEN EXISTS (SELECT 1 FROM interview_events WHERE id = i.subject_id)
      WHEN 'interview_cancelled' THEN EXISTS (SELECT 1 FROM interviews WHERE application_id = i.subject_id)
      WHEN 'panel_added' THEN EXISTS (SELECT 1 FROM interview_panelists WHERE application_id = i.subject_id AND user_id = json_extract(i.detail, '$.userId'))
      WHEN 'scorecard_reminder' THEN EXISTS (SELECT 1 FROM scorecard_reminders WHERE application_id = i.subject_id AND user_id = json_extract(i.detail, '$.userId'))
      WHEN 'company_decided' THEN EXISTS (SELECT 1 FROM companies WHERE id = i.subject_id AND verification IN ('verified', 'refused'))
      WHEN 'report_resolved' THEN EXISTS (SELECT 1 FROM reports WHERE id = i.subject_id AND status <> 'open')
      WHEN 'account_status' THEN EXISTS (SELECT 1 FROM users WHERE id = i.subject_id AND (suspended_at IS NOT NULL) = json_extract(i.detail, '$.suspended'))
      ELSE 0 END`),
    `${label}: notices without their cause`,
  ).toBe(0);
  expect(
    await count(UNANNOUNCED_MESSAGES),
    `${label}: messages without their announcement (notification or pending intent)`,
  ).toBe(0);
  expect(
    await count(
      "SELECT COUNT(*) AS n FROM notifications n WHERE n.kind = 'application_status' AND n.link LIKE '/dashboard/applications/%' AND NOT EXISTS (SELECT 1 FROM applications a WHERE n.link = '/dashboard/applications/' || a.id)",
    ),
    `${label}: status notifications without their application`,
  ).toBe(0);
  await sweepOrphanFiles(env, FILE_OWNERS, Date.now() + ORPHAN_GRACE_MS);
  for (const owner of FILE_OWNERS) {
    const keys = (await env.FILES.list({ prefix: owner.prefix, limit: 1000 })).objects.map((o) => o.key);
    const referenced = await owner.referenced(env.DB, keys);
    expect(
      keys.filter((k) => !referenced.has(k)),
      `${label}: stray files under ${owner.prefix} after the sweep`,
    ).toEqual([]);
  }
}
