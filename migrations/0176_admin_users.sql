-- The admin user directory filtered by role pages newest first with the unique id as the tie-break:
-- (role, created_at, id) serves it without a sort; it also serves everything users_role_created did.
CREATE INDEX users_role_created_id ON users (role, created_at, id);
DROP INDEX users_role_created;
