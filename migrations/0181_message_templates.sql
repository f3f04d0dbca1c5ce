-- Message templates a company keeps (src/contract/templates.ts, worker/templates/): any member reads,
-- writes and deletes them; each change is audited. The body keeps its placeholders; they are filled
-- for one application when a move sends it.
CREATE TABLE message_templates (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('stage_move', 'rejection', 'interview_invitation')),
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX message_templates_company ON message_templates (company_id, kind, name);

-- What the candidate reads with a move (the filled text): the note stays the company's own record.
ALTER TABLE application_events ADD COLUMN message TEXT NOT NULL DEFAULT '';
