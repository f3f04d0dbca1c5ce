import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { DATA_EXPORT_FILE, DATA_EXPORT_SECTIONS } from '../../../src/contract';
import { api, samplePdf } from '../helpers';
import { busyCandidate, exportOf } from './helpers';

describe('Download my data', { timeout: 60_000 }, () => {
  it('is a zip whose manifest holds every section the privacy page lists, and the resume files', async () => {
    const { candidate, applicationId } = await busyCandidate();
    await busyCandidate(); // someone else's data stays out
    const { res, files, manifest, data } = await exportOf(candidate.token);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${DATA_EXPORT_FILE}"`);

    // The sections are the privacy page's list, in its order, no more and no fewer.
    expect(Object.keys(data)).toEqual(DATA_EXPORT_SECTIONS.map((s) => s.key));
    expect(manifest.sections).toEqual(DATA_EXPORT_SECTIONS);
    for (const { key } of DATA_EXPORT_SECTIONS) expect(data[key], key).not.toEqual([]);

    expect(data.profile).toMatchObject({ fullName: 'Meera Iyer', bio: 'Designer', skills: ['Figma'] });
    expect(data.profile.account).toMatchObject({ id: candidate.id, email: candidate.email });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: applicationId,
      cover_letter: 'Hello',
      resume_file: `applications/${applicationId}/meera.pdf`,
    });
    expect(data.applications[0].timeline.map((e: { to_status: string }) => e.to_status)).toEqual([
      'applied',
      'interview',
      'offer',
    ]);
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0].messages.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ['recruiter', 'Thanks for applying. Free for a call?'],
      ['you', 'Yes, Tuesday works.'],
    ]);
    expect(data.offers).toEqual([
      expect.objectContaining({ application_id: applicationId, state: 'sent', file: null }),
    ]);
    expect(data.interviews).toEqual([
      expect.objectContaining({
        application_id: applicationId,
        history: [expect.objectContaining({ kind: 'proposed' })],
      }),
    ]);
    expect(data.alerts).toEqual([expect.objectContaining({ keywords: 'design' })]);
    expect(data.selfIdentification).toMatchObject([{ set: 'india', answers: { gender: 'woman', disability: 'none' } }]);
    expect(data.resumes).toEqual([expect.objectContaining({ name: 'meera.pdf', file: 'resumes/meera.pdf' })]);
    expect(JSON.stringify(manifest)).not.toMatch(/r2_key|file_key/);

    // The files are the ones uploaded, byte for byte, and the manifest names exactly them.
    expect(Object.keys(files).sort()).toEqual(
      ['manifest.json', 'resumes/meera.pdf', `applications/${applicationId}/meera.pdf`].sort(),
    );
    expect(manifest.files.sort()).toEqual(['resumes/meera.pdf', `applications/${applicationId}/meera.pdf`].sort());
    expect(files['resumes/meera.pdf']).toEqual(samplePdf());
  });

  it('says null for a file that is not in storage, and is only for candidates', async () => {
    const { candidate, recruiter } = await busyCandidate();
    const key = await env.DB.prepare('SELECT r2_key FROM resumes WHERE candidate_id = ?')
      .bind(candidate.id)
      .first<{ r2_key: string }>();
    await env.FILES.delete(key!.r2_key);
    const { files, data } = await exportOf(candidate.token);
    expect(data.resumes[0].file).toBeNull();
    expect(files['resumes/meera.pdf']).toBeUndefined();
    expect((await api('/api/candidate/export', { token: recruiter.token })).status).toBe(403);
    expect((await api('/api/candidate/export')).status).toBe(401);
  });
});
