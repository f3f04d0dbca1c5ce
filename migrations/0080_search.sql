-- Full-text search (FTS5), kept by triggers. Words are folded (case, accents) by the unicode61
-- tokenizer; '+' and '#' stay inside words so "C++" and "C#" are words of their own.
-- The rowid of each index row is the rowid of the row it indexes. `wrangler d1 export` refuses
-- virtual tables: backups export the base tables and restores rebuild these two (docs/operations.md).

-- Jobs: title, company name, skills, description, and the place (city and country) that location
-- searches use.
CREATE VIRTUAL TABLE jobs_fts USING fts5(title, company, skills, description, place, tokenize = "unicode61 remove_diacritics 2 tokenchars '+#'");

INSERT INTO jobs_fts (rowid, title, company, skills, description, place)
  SELECT j.rowid, j.title, c.name, j.required_skills || ' ' || j.nice_skills, j.description, j.city || ' ' || j.country
  FROM jobs j JOIN companies c ON c.id = j.company_id;

CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts (rowid, title, company, skills, description, place)
    VALUES (new.rowid, new.title, (SELECT name FROM companies WHERE id = new.company_id), new.required_skills || ' ' || new.nice_skills, new.description, new.city || ' ' || new.country);
END;

CREATE TRIGGER jobs_fts_update AFTER UPDATE OF title, description, required_skills, nice_skills, city, country, company_id ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.rowid;
  INSERT INTO jobs_fts (rowid, title, company, skills, description, place)
    VALUES (new.rowid, new.title, (SELECT name FROM companies WHERE id = new.company_id), new.required_skills || ' ' || new.nice_skills, new.description, new.city || ' ' || new.country);
END;

CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.rowid;
END;

CREATE TRIGGER jobs_fts_company AFTER UPDATE OF name ON companies BEGIN
  DELETE FROM jobs_fts WHERE rowid IN (SELECT rowid FROM jobs WHERE company_id = new.id);
  INSERT INTO jobs_fts (rowid, title, company, skills, description, place)
    SELECT j.rowid, j.title, new.name, j.required_skills || ' ' || j.nice_skills, j.description, j.city || ' ' || j.country
    FROM jobs j WHERE j.company_id = new.id;
END;

-- Candidates, for recruiters: structured profile fields only (skills and location), never resume
-- text or free prose.
CREATE VIRTUAL TABLE candidates_fts USING fts5(skills, location, tokenize = "unicode61 remove_diacritics 2 tokenchars '+#'");

INSERT INTO candidates_fts (rowid, skills, location) SELECT rowid, skills, location FROM candidate_profiles;

CREATE TRIGGER candidates_fts_insert AFTER INSERT ON candidate_profiles BEGIN
  INSERT INTO candidates_fts (rowid, skills, location) VALUES (new.rowid, new.skills, new.location);
END;

CREATE TRIGGER candidates_fts_update AFTER UPDATE OF skills, location ON candidate_profiles BEGIN
  DELETE FROM candidates_fts WHERE rowid = old.rowid;
  INSERT INTO candidates_fts (rowid, skills, location) VALUES (new.rowid, new.skills, new.location);
END;

CREATE TRIGGER candidates_fts_delete AFTER DELETE ON candidate_profiles BEGIN
  DELETE FROM candidates_fts WHERE rowid = old.rowid;
END;
