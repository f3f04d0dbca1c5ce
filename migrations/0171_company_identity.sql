-- An employer's identity cannot be borrowed (worker/companies/identity.ts, service.ts).
--
-- needs_admin: 1 while only an admin can verify the company, whatever its recruiters' email
-- domains prove: it is held as a lookalike of a verified company (its name or domain reads the
-- same under another suffix, contains the verified one or is one edit from it), or its name or
-- website changed after it was verified. An admin's approval verifies it as before.
-- lookalike_of: the verified company it was held against, for the admins' queue.
--
-- Names and domains are now compared by their UTS #39 skeleton, computed in code from the name and
-- website (Unicode's confusables.txt, vendored with its version), so name_key and domain_key are
-- written for reference only and nothing reads them: a new Unicode version needs no re-keying.
ALTER TABLE companies ADD COLUMN needs_admin INTEGER NOT NULL DEFAULT 0;
ALTER TABLE companies ADD COLUMN lookalike_of TEXT REFERENCES companies (id);
