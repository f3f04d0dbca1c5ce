import { conversationPath } from '../../src/contract';
import type { Bindings } from '../../worker/env';
import { ensureConversation } from '../../worker/messaging/service';
import { appendMessage } from '../../worker/messaging/store';
import { notify } from '../../worker/notifications/service';
import { insertSendStatement } from '../../worker/targeted/store';
import { COMPANIES, JOBS } from './content';

/**
 * Demo conversations: recruiters who sent a job to a candidate, with a short exchange. Written with
 * the messaging functions' own store calls (the seed has no Durable Objects to broadcast to).
 */
const SENDS = [
  {
    jobId: 'demo-job-data-analyst',
    companyId: 'demo-company-kestrel',
    recruiterId: 'demo-recruiter-riya',
    candidateId: 'demo-candidate-ananya',
    daysAgo: 3,
    thread: [
      [
        'recruiter',
        'Hi Ananya, your people-analytics work caught my eye. Our merchant growth team needs someone who can turn messy data into decisions. Would you like to hear more?',
      ],
      ['candidate', 'Thanks Riya! Yes, I would. Is the role open to people moving from HR analytics?'],
      [
        'recruiter',
        'Absolutely. SQL and clear storytelling matter most to us. Could you do a 20-minute call on Thursday?',
      ],
    ],
  },
  {
    jobId: 'demo-job-accountant',
    companyId: 'demo-company-brightpath',
    recruiterId: 'demo-recruiter-arjun',
    candidateId: 'demo-candidate-farah',
    daysAgo: 1,
    thread: [
      [
        'recruiter',
        'Hello Farah, we are growing our finance team in Bengaluru and your operations background looks like a strong fit. Have a look at the role.',
      ],
    ],
  },
] as const;

export async function seedMessaging(env: Bindings) {
  let messages = 0;
  for (const s of SENDS) {
    const start = Date.now() - s.daysAgo * 86_400_000;
    const sendId = `demo-send-${s.jobId}-${s.candidateId}`;
    const at = (i: number) => new Date(start + i * 47 * 60_000).toISOString();
    await insertSendStatement(env.DB, {
      id: sendId,
      jobId: s.jobId,
      companyId: s.companyId,
      recruiterId: s.recruiterId,
      candidateId: s.candidateId,
      note: s.thread[0][1],
      now: at(0),
      dayStart: at(0),
      cap: Number.MAX_SAFE_INTEGER,
    }).run();
    const { row } = await ensureConversation(env.DB, {
      candidateId: s.candidateId,
      recruiterId: s.recruiterId,
      companyId: s.companyId,
      jobId: s.jobId,
      applicationId: null,
      targetedSendId: sendId,
    });
    for (const [i, [side, body]] of s.thread.entries()) {
      await appendMessage(env.DB, {
        id: crypto.randomUUID(),
        conversationId: row.id,
        sender: side,
        senderId: side === 'recruiter' ? s.recruiterId : s.candidateId,
        body,
        now: at(i),
      });
      messages++;
    }
    const title = `${COMPANIES.find((c) => c.id === s.companyId)?.name} sent you a job: ${JOBS.find((j) => j.id === s.jobId)?.title}`;
    await notify(
      env,
      s.candidateId,
      { kind: 'job_sent', title, body: s.thread[0][1], link: conversationPath('candidate', row.id) },
      new Date(start),
    );
  }
  return { conversations: SENDS.length, messages };
}
