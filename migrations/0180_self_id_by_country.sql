-- Self-identification fits the market: a company has a country (ISO 3166-1 alpha-2, India by
-- default), and its jobs ask that country's set of questions (src/contract/self-id.ts).
ALTER TABLE companies ADD COLUMN country TEXT NOT NULL DEFAULT 'IN';

-- Answers are kept per candidate per set, the set's answers as a JSON object; still walled off:
-- read only by the candidate's own endpoints and export and by the admin's aggregate bias audit.
-- The answers given so far were the EEOC set's.
CREATE TABLE self_identification_by_set (
  candidate_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  set_key TEXT NOT NULL,
  answers TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (candidate_id, set_key)
);
INSERT INTO self_identification_by_set (candidate_id, set_key, answers, updated_at)
  SELECT candidate_id, 'eeoc', json_object('sex', sex, 'raceEthnicity', race_ethnicity), updated_at FROM self_identification;
DROP TABLE self_identification;
ALTER TABLE self_identification_by_set RENAME TO self_identification;
