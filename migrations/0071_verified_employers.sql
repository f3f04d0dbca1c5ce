-- Verified employers. A company is verified when an admin approved it (or the demo seed made it
-- so), or while one of its active recruiters has a verified email at the company's own domain
-- (worker/companies/verification.ts derives that part). `domain` is the registrable domain of the
-- website ('' when it is free-mail, disposable or a hosting platform, which never count);
-- `name_key` and `domain_key` are the name and domain folded (case, spaces, punctuation,
-- homoglyphs) so a lookalike of a verified company is refused.
ALTER TABLE companies ADD COLUMN verification TEXT NOT NULL DEFAULT 'pending' CHECK (verification IN ('pending', 'verified', 'refused'));
ALTER TABLE companies ADD COLUMN verification_note TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN verification_decided_at TEXT;
ALTER TABLE companies ADD COLUMN domain TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN domain_key TEXT NOT NULL DEFAULT '';
CREATE INDEX companies_name_key ON companies (name_key);
CREATE INDEX companies_domain_key ON companies (domain_key);
CREATE INDEX companies_verification ON companies (verification, created_at);
