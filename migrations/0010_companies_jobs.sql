-- Companies, the people's profiles, jobs, resumes and applications.
-- Times are ISO-8601 UTC text (sortable); lists are JSON arrays in text columns.

CREATE TABLE companies (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  website TEXT NOT NULL DEFAULT '',
  logo_url TEXT NOT NULL DEFAULT '',
  about TEXT NOT NULL DEFAULT '',
  size TEXT NOT NULL DEFAULT '',
  industry TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE recruiter_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_id TEXT REFERENCES companies (id),
  phone TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  blind_review INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX recruiter_profiles_company ON recruiter_profiles (company_id);

CREATE TABLE candidate_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  experience TEXT NOT NULL DEFAULT '',
  education TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  skills TEXT NOT NULL DEFAULT '[]',
  accepts_targeted_jobs INTEGER NOT NULL DEFAULT 1,
  email_notifications INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies (id),
  recruiter_id TEXT NOT NULL REFERENCES users (id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  workplace_type TEXT NOT NULL CHECK (workplace_type IN ('onsite', 'hybrid', 'remote')),
  employment_type TEXT NOT NULL CHECK (employment_type IN ('full-time', 'part-time', 'contract', 'internship', 'temporary')),
  min_years INTEGER NOT NULL DEFAULT 0,
  salary_min INTEGER,
  salary_max INTEGER,
  salary_currency TEXT NOT NULL DEFAULT 'INR',
  salary_period TEXT NOT NULL DEFAULT 'year',
  show_salary INTEGER NOT NULL DEFAULT 1,
  required_skills TEXT NOT NULL DEFAULT '[]',
  nice_skills TEXT NOT NULL DEFAULT '[]',
  openings INTEGER NOT NULL DEFAULT 1,
  deadline TEXT,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  -- Set by an admin acting on a report: the job is closed and hidden everywhere.
  removed_at TEXT,
  view_count INTEGER NOT NULL DEFAULT 0,
  application_count INTEGER NOT NULL DEFAULT 0,
  posted_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX jobs_open_posted ON jobs (status, posted_at DESC) WHERE removed_at IS NULL;
CREATE INDEX jobs_company_status ON jobs (company_id, status, posted_at DESC);
CREATE INDEX jobs_recruiter_created ON jobs (recruiter_id, created_at DESC);

CREATE TABLE resumes (
  id TEXT PRIMARY KEY,
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The name the candidate sees and the API addresses it by (unique per candidate).
  name TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  -- 'ok' when text was extracted; 'unreadable' files are kept but never scored as if empty.
  text_status TEXT NOT NULL CHECK (text_status IN ('ok', 'unreadable')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (candidate_id, name)
);

CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id),
  candidate_id TEXT NOT NULL REFERENCES users (id),
  resume_id TEXT,
  -- The application keeps its own copy of the resume: deleting the resume later changes nothing here.
  resume_name TEXT NOT NULL,
  resume_r2_key TEXT NOT NULL,
  resume_text TEXT NOT NULL DEFAULT '',
  cover_letter TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'applied' CHECK (status IN ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')),
  rejection_reason TEXT,
  ats_score INTEGER,
  ats_status TEXT NOT NULL DEFAULT 'scored',
  ats_breakdown TEXT NOT NULL DEFAULT '{}',
  ats_version TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  status_changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (job_id, candidate_id)
);
CREATE INDEX applications_job_created ON applications (job_id, created_at DESC);
CREATE INDEX applications_job_score ON applications (job_id, ats_score DESC);
CREATE INDEX applications_job_status ON applications (job_id, status, created_at DESC);
CREATE INDEX applications_candidate_created ON applications (candidate_id, created_at DESC);

CREATE TABLE application_events (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  actor_id TEXT,
  from_status TEXT,
  to_status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX application_events_application ON application_events (application_id, created_at);
