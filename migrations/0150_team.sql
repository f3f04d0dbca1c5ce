-- Hiring as a team: each company's owner, invitations into a company, private notes on applications.

-- The owner of a company: its first recruiter (the one who created it). Existing and seeded
-- companies get theirs from the recruiter who joined first; the triggers give every new company
-- the first recruiter linked to it.
ALTER TABLE companies ADD COLUMN owner_id TEXT REFERENCES users (id);
UPDATE companies SET owner_id = (
  SELECT rp.user_id FROM recruiter_profiles rp JOIN users u ON u.id = rp.user_id
  WHERE rp.company_id = companies.id ORDER BY u.created_at, u.rowid LIMIT 1
);
CREATE TRIGGER company_owner_on_insert AFTER INSERT ON recruiter_profiles
WHEN NEW.company_id IS NOT NULL
BEGIN
  UPDATE companies SET owner_id = NEW.user_id WHERE id = NEW.company_id AND owner_id IS NULL;
END;
CREATE TRIGGER company_owner_on_link AFTER UPDATE OF company_id ON recruiter_profiles
WHEN NEW.company_id IS NOT NULL
BEGIN
  UPDATE companies SET owner_id = NEW.user_id WHERE id = NEW.company_id AND owner_id IS NULL;
END;

-- Invitations: the link's token is stored as its SHA-256 only; single use, expiring, and a new
-- invitation to the same address replaces the open one (revoked_at).
CREATE TABLE company_invites (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies (id),
  inviter_id TEXT NOT NULL REFERENCES users (id),
  email TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  -- The account that used it (claimed before a new account is inserted, so no foreign key).
  accepted_by TEXT,
  revoked_at TEXT
);
CREATE INDEX company_invites_company ON company_invites (company_id, created_at DESC);
CREATE INDEX company_invites_email ON company_invites (email, company_id);

-- Notes a company's recruiters keep on an application: never shown to the candidate. company_id is
-- the company that wrote it; reads require the application to be that company's as well.
CREATE TABLE application_notes (
  id TEXT PRIMARY KEY,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id),
  author_id TEXT NOT NULL REFERENCES users (id),
  body TEXT NOT NULL,
  -- JSON array of the user ids mentioned (members of the company when written).
  mentions TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX application_notes_application ON application_notes (application_id, created_at);
