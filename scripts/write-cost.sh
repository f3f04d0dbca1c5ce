#!/usr/bin/env bash
# How long one write holds a database (docs/scale.md, "How many writes a second one primary
# holds"): on a copy of the local D1 file, N applies and then N moves, each its own transaction of
# the statements worker/applications/store.ts sends (insertApplication: the application, its
# first event, the job's count; moveApplication: the update and its event), with every trigger of
# the schema (counters, stats, company candidates) firing as in D1. Only SQLite's time is measured:
# no Worker, no network, no scoring. D1 runs a database's writes one at a time, so 1000 / (ms per
# write) is the most writes a second one primary can take of this kind.
#
#   scripts/write-cost.sh [STATE_DIR] [N]     (defaults .wrangler/bench-large, 2000)
set -euo pipefail
state="${1:-.wrangler/bench-large}"
n="${2:-2000}"
src=""
for f in "$state"/v3/d1/miniflare-D1DatabaseObject/*.sqlite; do
  [ "$(basename "$f")" = metadata.sqlite ] && continue
  if [ "$(sqlite3 -readonly "$f" "SELECT count(*) FROM sqlite_master WHERE name = 'd1_migrations'")" = 1 ]; then src="$f"; fi
done
[ -n "$src" ] || { echo "no migrated D1 database under $state" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sqlite3 "$src" ".backup '$work/db.sqlite'"
db="$work/db.sqlite"

# N fresh (candidate, job) pairs, each with the resume text, score and breakdown of a real application.
sqlite3 "$db" "
  PRAGMA journal_mode = WAL;
  CREATE TABLE pairs AS
    WITH c AS (SELECT id, row_number() OVER (ORDER BY rowid DESC) AS k FROM users WHERE role = 'candidate' LIMIT $n),
         j AS (SELECT id, row_number() OVER (ORDER BY rowid DESC) AS k FROM jobs WHERE status = 'open' AND removed_at IS NULL LIMIT $n),
         a AS (SELECT resume_text, ats_score, ats_breakdown, ats_version, row_number() OVER (ORDER BY rowid DESC) AS k FROM applications WHERE ats_score IS NOT NULL LIMIT $n)
    SELECT c.k AS k, c.id AS candidate_id, j.id AS job_id, a.resume_text, a.ats_score, a.ats_breakdown, a.ats_version,
           lower(hex(randomblob(16))) AS application_id
    FROM c JOIN j USING (k) JOIN a USING (k)
    WHERE NOT EXISTS (SELECT 1 FROM applications x WHERE x.job_id = j.id AND x.candidate_id = c.id);
  CREATE INDEX pairs_k ON pairs (k);" >/dev/null
pairs=$(sqlite3 "$db" 'SELECT count(*) FROM pairs')
[ "$pairs" -gt 0 ] || { echo "no fresh (candidate, job) pairs in $src: seed it first" >&2; exit 1; }

{
  echo 'PRAGMA synchronous = NORMAL;'
  for k in $(sqlite3 "$db" 'SELECT k FROM pairs ORDER BY k'); do
    cat <<SQL
BEGIN;
INSERT INTO applications (id, job_id, candidate_id, resume_id, resume_name, resume_r2_key, resume_text, cover_letter,
  ats_score, ats_status, ats_breakdown, ats_version, created_at, updated_at, status_changed_at)
  SELECT application_id, job_id, candidate_id, NULL, 'cv.pdf', 'applications/' || application_id, resume_text, '',
    ats_score, 'scored', ats_breakdown, ats_version, strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ'), strftime('%Y-%m-%dT%H:%M:%fZ')
  FROM pairs WHERE k = $k;
INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at)
  SELECT lower(hex(randomblob(16))), application_id, candidate_id, NULL, 'applied', '', strftime('%Y-%m-%dT%H:%M:%fZ') FROM pairs WHERE k = $k;
UPDATE jobs SET application_count = application_count + 1 WHERE id = (SELECT job_id FROM pairs WHERE k = $k);
COMMIT;
SQL
  done
} >"$work/apply.sql"
{
  echo 'PRAGMA synchronous = NORMAL;'
  for k in $(sqlite3 "$db" 'SELECT k FROM pairs ORDER BY k'); do
    cat <<SQL
BEGIN;
UPDATE applications SET status = 'screening', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ'), status_changed_at = strftime('%Y-%m-%dT%H:%M:%fZ')
  WHERE id = (SELECT application_id FROM pairs WHERE k = $k) AND status = 'applied';
INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at)
  SELECT lower(hex(randomblob(16))), application_id, NULL, 'applied', 'screening', '', strftime('%Y-%m-%dT%H:%M:%fZ')
  FROM pairs WHERE k = $k AND changes() > 0;
COMMIT;
SQL
  done
} >"$work/move.sql"

ms() { date +%s%3N; }
for kind in apply move; do
  start=$(ms)
  sqlite3 "$db" <"$work/$kind.sql" >/dev/null
  took=$(($(ms) - start))
  awk -v kind="$kind" -v n="$pairs" -v ms="$took" -v load="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
    per = ms / n
    printf "%-5s %d writes in %d ms: %.2f ms each, at most %d a second on one primary (load average %s)\n", kind, n, ms, per, 1000 / per, load
  }'
done
