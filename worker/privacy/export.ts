/**
 * "Download my data": a zip that streams from R2 as it is read (resumes are up to 5 MB each, so
 * nothing is held whole in memory), with the files first and `manifest.json` last, since the
 * manifest names only the files that were really there. Its `data` has exactly the sections of
 * DATA_EXPORT_SECTIONS, which the privacy page lists.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

import { DATA_EXPORT_MANIFEST, DATA_EXPORT_SECTIONS, type DataExportSection } from '../../src/contract';
import { getProfile } from '../candidates';
import { clock } from '../clock';
import type { Bindings } from '../env';
import * as store from './store';

type Row = Record<string, unknown>;

/** One path segment of a stored name: no folders, no control characters. */
const segment = (name: unknown) =>
  String(name ?? 'file')
    .replace(/[\u0000-\u001f\u007f/\\]+/g, '_')
    .replace(/^\.+/, '_') || 'file';

const without = (row: Row, ...keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

const paths = {
  application: (a: Row) => `applications/${segment(a.id)}/${segment(a.resume_name)}`,
  offer: (o: Row) => `offers/${segment(o.application_id)}/${segment(o.file_name)}`,
  resume: (r: Row) => `resumes/${segment(r.name)}`,
};

/** The files an export may hold: path in the zip → R2 key. */
function filesOf(rows: store.ExportRows): Map<string, string> {
  const files = new Map<string, string>();
  for (const a of rows.applications) if (a.resume_r2_key) files.set(paths.application(a), String(a.resume_r2_key));
  for (const o of rows.offers) if (o.file_key) files.set(paths.offer(o), String(o.file_key));
  for (const r of rows.resumes) if (r.r2_key) files.set(paths.resume(r), String(r.r2_key));
  return files;
}

/** The manifest's data, one entry per section; a file's path only when the zip holds it. */
export function manifestData(
  profile: Row,
  rows: store.ExportRows,
  present: ReadonlySet<string>,
): Record<DataExportSection, unknown> {
  const file = (path: string) => (present.has(path) ? path : null);
  return {
    profile: { account: rows.user, ...profile },
    applications: rows.applications.map((a) => ({
      ...without(a, 'resume_r2_key'),
      ats_breakdown: JSON.parse(String(a.ats_breakdown || 'null')),
      screening_answers: JSON.parse(String(a.screening_answers || '[]')),
      resume_file: file(paths.application(a)),
      timeline: rows.events.filter((e) => e.application_id === a.id).map((e) => without(e, 'application_id')),
    })),
    messages: rows.conversations.map((v) => ({
      ...v,
      messages: rows.messages.filter((m) => m.conversation_id === v.id).map((m) => without(m, 'conversation_id')),
    })),
    offers: rows.offers.map((o) => ({ ...without(o, 'file_key'), file: file(paths.offer(o)) })),
    interviews: rows.interviews.map((i) => ({
      ...i,
      slots: JSON.parse(String(i.slots || '[]')),
      history: rows.interviewEvents
        .filter((e) => e.application_id === i.application_id)
        .map((e) => without(e, 'application_id')),
    })),
    alerts: rows.alerts,
    selfIdentification: rows.selfIdentification,
    resumes: rows.resumes.map((r) => ({ ...without(r, 'r2_key'), file: file(paths.resume(r)) })),
  };
}

/**
 * The zip as a stream, written as it is read (a streamed answer keeps the request alive until its
 * last byte, so the writing is not handed to waitUntil, which would wait for a reader first).
 */
export async function exportZip(env: Bindings, userId: string): Promise<ReadableStream<Uint8Array>> {
  const [profile, rows] = await Promise.all([getProfile(env.DB, userId), store.exportRows(env.DB, userId)]);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void writer.abort(err);
    void writer.write(chunk);
    if (final) void writer.close();
  });
  void (async () => {
    const present = new Set<string>();
    for (const [path, key] of filesOf(rows)) {
      const object = await env.FILES.get(key);
      // A file the cron has not yet restored or a seeded row without one: the manifest says null.
      if (!object) continue;
      const entry = new ZipPassThrough(path);
      zip.add(entry);
      const reader = object.body.getReader();
      for (;;) {
        await writer.ready;
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
      }
      entry.push(new Uint8Array(0), true);
      present.add(path);
    }
    const manifest = new ZipDeflate(DATA_EXPORT_MANIFEST, { level: 6 });
    zip.add(manifest);
    const body = {
      format: 'hireloop-data-export',
      version: 1,
      exportedAt: clock.iso(),
      sections: DATA_EXPORT_SECTIONS,
      files: [...present],
      data: manifestData(profile as unknown as Row, rows, present),
    };
    manifest.push(new TextEncoder().encode(JSON.stringify(body, null, 2)), true);
    zip.end();
  })().catch((err: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'data_export_failed', reason: String(err) }));
    void writer.abort(err);
  });
  return readable;
}
