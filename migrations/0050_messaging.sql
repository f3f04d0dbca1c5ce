-- Messaging and targeted job sending (issue 7).

-- A recruiter sent one of their company's open jobs to a candidate; at most once per job and candidate.
CREATE TABLE targeted_sends (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id),
  recruiter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (job_id, candidate_id)
);
-- The daily cap counts a recruiter's sends since the start of the UTC day.
CREATE INDEX targeted_sends_recruiter_created ON targeted_sends (recruiter_id, created_at);
-- "Was this candidate sent a job by this company?" when a recruiter starts a conversation.
CREATE INDEX targeted_sends_candidate_company ON targeted_sends (candidate_id, company_id, created_at DESC);

-- One thread between a candidate and a recruiter, about an application or a sent job.
CREATE TABLE conversations (
  id TEXT PRIMARY KEY,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recruiter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id),
  -- Kept when the job is deleted (a draft or an unapplied job), so the history stays readable.
  job_id TEXT REFERENCES jobs (id) ON DELETE SET NULL,
  application_id TEXT REFERENCES applications (id),
  targeted_send_id TEXT REFERENCES targeted_sends (id) ON DELETE SET NULL,
  -- seq of the newest message; each participant's read state is the last seq they have seen,
  -- so unread = last_seq - read_seq (a sender has always read their own message).
  last_seq INTEGER NOT NULL DEFAULT 0,
  candidate_read_seq INTEGER NOT NULL DEFAULT 0,
  recruiter_read_seq INTEGER NOT NULL DEFAULT 0,
  candidate_last_read_at TEXT,
  recruiter_last_read_at TEXT,
  created_at TEXT NOT NULL,
  last_message_at TEXT NOT NULL
);
CREATE UNIQUE INDEX conversations_application ON conversations (application_id, recruiter_id) WHERE application_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_send ON conversations (targeted_send_id, recruiter_id) WHERE targeted_send_id IS NOT NULL;
CREATE INDEX conversations_candidate_activity ON conversations (candidate_id, last_message_at DESC);
CREATE INDEX conversations_recruiter_activity ON conversations (recruiter_id, last_message_at DESC);

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- 1, 2, 3… within the conversation: one total order for every reader.
  seq INTEGER NOT NULL,
  sender_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Stored exactly as written (trimmed); escaped wherever it is shown.
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (conversation_id, seq)
);
