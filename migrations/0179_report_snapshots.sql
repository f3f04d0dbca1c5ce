-- The reported thing as the reporter saw it (JSON, src/contract reportSnapshotSchema), kept with the
-- report so an edit or a deletion by its author does not change what the admin reviews. NULL for
-- reports filed before, and after the account it is about or was filed by is deleted.
ALTER TABLE reports ADD COLUMN snapshot TEXT;
