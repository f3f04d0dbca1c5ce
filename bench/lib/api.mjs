// The API calls the load benchmarks share: plain fetch against a running `wrangler dev`.
import { CANDIDATES, DEMO_PASSWORD } from '../../scripts/seed/content.ts';
import { makePdf } from '../../tests/fixtures/resume-files.ts';

export async function api(origin, path, init = {}) {
  const res = await fetch(origin + path, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const login = async (origin, email) =>
  (await api(origin, '/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password: DEMO_PASSWORD }) }))
    .accessToken;
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Open jobs taking applications, newest first, as a candidate's feed lists them. */
export async function openJobs(origin, token, max) {
  const ids = [];
  let cursor = null;
  do {
    const page = await api(origin, `/api/candidate/feed?sort=newest&limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: bearer(token),
    });
    ids.push(...page.jobs.map((j) => j.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < max);
  return ids.slice(0, max);
}

/** `count` fresh, verified candidates, each with an uploaded resume (apply copies its file from R2). */
export async function applyCandidates(origin, count) {
  const text = CANDIDATES[0].resume.replace(/—/g, '-').split('\n');
  const pdf = makePdf([text]);
  const stamp = Date.now().toString(36);
  const make = async (i) => {
    const email = `bench-${stamp}-${i}@example.com`;
    const { accessToken } = await api(origin, '/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ fullName: `Bench Candidate ${i}`, email, password: DEMO_PASSWORD, role: 'candidate' }),
    });
    // Only a verified account applies: open the link of the dev mailbox, as a person would.
    const mailbox = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const verify = mailbox.match(/\/api\/auth\/verify-email\/[^"<\s]+/)?.[0];
    if (!verify) throw new Error(`no verification link for ${email} in the dev mailbox`);
    await fetch(origin + verify.replaceAll('&amp;', '&'), { redirect: 'manual' });
    const form = new FormData();
    form.set('file', new File([pdf], 'resume.pdf', { type: 'application/pdf' }));
    const res = await fetch(`${origin}/api/candidate/resumes`, {
      method: 'POST',
      headers: bearer(accessToken),
      body: form,
    });
    if (res.status !== 201) throw new Error(`resume upload: ${res.status} ${await res.text()}`);
    return { token: accessToken, resumeName: (await res.json()).name };
  };
  const out = [];
  for (let i = 0; i < count; i += 2)
    out.push(...(await Promise.all([make(i), ...(i + 1 < count ? [make(i + 1)] : [])])));
  return out;
}
