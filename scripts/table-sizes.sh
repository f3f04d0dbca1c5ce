#!/usr/bin/env bash
# Rows and bytes per table of a local D1 database (docs/scale.md, "A shard plan"), read with SQLite's
# dbstat virtual table from the file behind local D1. For each table: its rows, the bytes its pages
# take on disk (the table with its indexes, or with its full-text shadow tables), those bytes per
# row, and the payload a row brings (its record plus its index entries, however full the pages
# are: the fair figure for a table with few rows; disk bytes are that payload plus page overhead).
#
#   scripts/table-sizes.sh [STATE_DIR]      (default .wrangler/bench-large, made by `npm run bench -- api`)
#
# Stop any `wrangler dev` on STATE_DIR first, or its write-ahead log is not counted.
set -euo pipefail
state="${1:-.wrangler/bench-large}"
db=""
for f in "$state"/v3/d1/miniflare-D1DatabaseObject/*.sqlite; do
  [ "$(basename "$f")" = metadata.sqlite ] && continue
  if [ "$(sqlite3 -readonly "$f" "SELECT count(*) FROM sqlite_master WHERE name = 'd1_migrations'")" = 1 ]; then db="$f"; fi
done
[ -n "$db" ] || { echo "no migrated D1 database under $state" >&2; exit 1; }
echo "$db: $(du -b "$db" | cut -f1) bytes, page size $(sqlite3 -readonly "$db" 'PRAGMA page_size')"

tables=$(sqlite3 -readonly "$db" "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
  AND name NOT LIKE '%_fts_%' AND name NOT LIKE '_cf_%' ORDER BY name")
printf '%-28s %12s %14s %10s %12s\n' table rows 'disk bytes' 'bytes/row' 'payload/row'
for t in $tables; do
  sqlite3 -readonly -separator ' ' "$db" "
    WITH owned AS (
      SELECT name FROM sqlite_master WHERE tbl_name = '$t' OR name LIKE '${t}\\_%' ESCAPE '\\' AND '$t' LIKE '%\\_fts' ESCAPE '\\'
    ),
    pages AS (SELECT SUM(pgsize) AS bytes, SUM(payload) AS payload FROM dbstat WHERE name IN (SELECT name FROM owned)),
    n AS (SELECT COUNT(*) AS rows FROM \"$t\")
    SELECT printf('%-28s %12d %14d %10d %12d', '$t', rows, COALESCE(bytes, 0),
      CASE WHEN rows > 0 THEN COALESCE(bytes, 0) / rows ELSE 0 END,
      CASE WHEN rows > 0 THEN COALESCE(payload, 0) / rows ELSE 0 END)
    FROM n, pages"
done
