-- Offers: the text a recruiter attaches when an application reaches Offer, and the candidate's
-- answer. Accepting waits for the recruiter to confirm the hire; declining withdraws the
-- application with the candidate's reason (no new status: every counter keeps its meaning).
CREATE TABLE application_offers (
  application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies (id),
  sent_by TEXT NOT NULL REFERENCES users (id),
  body TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'sent' CHECK (state IN ('sent', 'accepted', 'declined', 'confirmed')),
  decline_reason TEXT,
  sent_at TEXT NOT NULL,
  answered_at TEXT,
  confirmed_at TEXT
);
