-- An offer's optional PDF, stored in R2 under offers/ (served only to the candidate and the company).
ALTER TABLE application_offers ADD COLUMN file_key TEXT;
ALTER TABLE application_offers ADD COLUMN file_name TEXT;
