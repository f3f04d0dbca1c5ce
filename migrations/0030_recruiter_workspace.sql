-- Recruiter workspace: notification preference and indexes for the company-wide pipeline views.

-- Email the recruiter when someone applies to one of their jobs (on by default).
ALTER TABLE recruiter_profiles ADD COLUMN notify_new_application INTEGER NOT NULL DEFAULT 1;

-- "Waiting longest in a stage" and per-status counts across a job's applications.
CREATE INDEX applications_job_status_changed ON applications (job_id, status, status_changed_at);
-- Time in stage and the funnel read events by stage.
CREATE INDEX application_events_to_status ON application_events (to_status, application_id);
