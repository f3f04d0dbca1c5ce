-- Voluntary self-identification (EEOC sex and race/ethnicity), walled off: read only by the
-- candidate's own endpoints and export and by the admin's aggregate bias audit; never by recruiters,
-- company exports or the matching engine. One answer set per candidate; deleted with the account.
CREATE TABLE self_identification (
  candidate_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sex TEXT NOT NULL,
  race_ethnicity TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
