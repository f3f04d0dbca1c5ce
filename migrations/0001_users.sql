-- Accounts: one row per person, whatever their role.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('candidate', 'recruiter', 'admin')),
  -- "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>"; NULL for Google-only accounts.
  password_hash TEXT,
  google_sub TEXT UNIQUE,
  provider TEXT NOT NULL DEFAULT 'password' CHECK (provider IN ('password', 'google')),
  suspended_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX users_role_created ON users (role, created_at);
