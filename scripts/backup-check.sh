#!/usr/bin/env bash
# Proves the backup and restore of docs/operations.md ("Backups") by doing them:
#   postgres: pg_dump -Fc of a demo database (or SOURCE_DB), pg_restore into a new database,
#             a server on each, the same 50 analytics answers compared byte for byte;
#   embedded: the demo DATA_DIR copied with the server stopped (tar), a server on the copy,
#             the same comparison.
# Usage: scripts/backup-check.sh [postgres|embedded|all]   (default: all)
# Settings: ADMIN_URL (a PostgreSQL user that may create databases; default
# postgres://postgres@127.0.0.1:5432/postgres), SOURCE_DB (dump this database instead of a
# fresh demo one; it needs the demo user or COMPARE_EMAIL/COMPARE_PASSWORD), PORT_A/PORT_B,
# KEEP=1 (leave the databases and files for a look).
set -euo pipefail

MODE="${1:-all}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ADMIN_URL="${ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
PORT_A="${PORT_A:-3291}"
PORT_B="${PORT_B:-3292}"
WORK="$(mktemp -d /tmp/peerscope-backup-check.XXXXXX)"
SECRET="backup-check-secret-backup-check-secret"
STAMP="$(date +%s)"
PIDS=()
LOGS=()
DBS=()

say() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }
db_url() { local url="${ADMIN_URL%/*}"; printf '%s/%s' "$url" "$1"; }

cleanup() {
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [[ "${KEEP:-}" != 1 ]]; then
    for db in "${DBS[@]}"; do psql -q "$ADMIN_URL" -c "drop database if exists $db with (force)" || true; done
    rm -rf "$WORK"
  else
    say "kept: $WORK ${DBS[*]}"
  fi
}
trap cleanup EXIT

# start_server PORT LOG ENV... : the built server in the background; its pid is PIDS' last.
start_server() {
  local port="$1" log="$2"
  shift 2
  if curl -s -o /dev/null "http://127.0.0.1:$port/"; then say "port $port is taken: set PORT_A/PORT_B"; exit 1; fi
  # exec: the pid kept is the server's own, which SIGTERM stops gracefully.
  (cd "$ROOT/apps/server" && exec env HOST=127.0.0.1 PORT="$port" SESSION_SECRET="$SECRET" \
    LOG_LEVEL=warn "$@" node dist/main.js >"$log" 2>&1) &
  PIDS+=("$!")
  LOGS+=("$log")
}

stop_last_server() {
  local pid="${PIDS[-1]}"
  kill -TERM "$pid"
  wait "$pid" || true
  unset 'PIDS[-1]' 'LOGS[-1]'
}

# wait_for PORT WHAT SECONDS: until /api/ready answers 200, and with WHAT=data until the demo
# data is loaded (/api/status says ready).
wait_for() {
  local port="$1" what="$2" seconds="$3" started i
  started=$(date +%s)
  until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do
    for i in "${!PIDS[@]}"; do
      kill -0 "${PIDS[$i]}" 2>/dev/null || { say "a server stopped:"; cat "${LOGS[$i]}"; exit 1; }
    done
    (($(date +%s) - started > seconds)) && { say "no ready server on $port"; exit 1; }
    sleep 1
  done
  if [[ "$what" == data ]]; then
    until curl -sf "http://127.0.0.1:$port/api/status" | grep -q '"data":"ready"'; do
      (($(date +%s) - started > seconds)) && { say "the demo data did not load on $port"; exit 1; }
      sleep 5
    done
  fi
}

# The demo-load job's last line: a job stopped before its end runs again at the next start
# and raises the data version, which shows as a different loadedAt in GET /api/date.
wait_for_load_end() {
  local log="$1" seconds="$2" started
  started=$(date +%s)
  until grep -qs 'Demo dataset loaded' "$log"; do
    (($(date +%s) - started > seconds)) && { say "the demo load did not end"; exit 1; }
    sleep 2
  done
}

[[ -f "$ROOT/apps/server/dist/main.js" ]] || (cd "$ROOT" && npm run build -w @app/server)

check_postgres() {
  local source="${SOURCE_DB:-}" restored="peerscope_restored_$STAMP" t0 t1 t2
  if [[ -z "$source" ]]; then
    source="peerscope_backup_src_$STAMP"
    psql -q "$ADMIN_URL" -c "create database $source"
    DBS+=("$source")
    say "postgres: loading the demo data into $source"
    start_server "$PORT_A" "$WORK/source.log" DATABASE_URL="$(db_url "$source")" DEMO_MODE=true LOG_LEVEL=info
    wait_for "$PORT_A" data 1800
    wait_for_load_end "$WORK/source.log" 1800
    stop_last_server
  fi
  say "postgres: pg_dump -Fc $source"
  t0=$(date +%s.%N)
  pg_dump -Fc -d "$(db_url "$source")" -f "$WORK/peerscope.dump"
  t1=$(date +%s.%N)
  psql -q "$ADMIN_URL" -c "create database $restored"
  DBS+=("$restored")
  say "postgres: pg_restore into $restored"
  pg_restore --no-owner --exit-on-error -d "$(db_url "$restored")" "$WORK/peerscope.dump"
  t2=$(date +%s.%N)
  start_server "$PORT_A" "$WORK/original.log" DATABASE_URL="$(db_url "$source")" DEMO_MODE=true
  start_server "$PORT_B" "$WORK/restored.log" DATABASE_URL="$(db_url "$restored")" DEMO_MODE=true
  wait_for "$PORT_A" data 300
  wait_for "$PORT_B" data 300
  node "$ROOT/scripts/compare-answers.mjs" "http://127.0.0.1:$PORT_A" "http://127.0.0.1:$PORT_B"
  printf 'postgres: dump %s (%.1f s), restore %.1f s, database %s\n' \
    "$(du -h "$WORK/peerscope.dump" | cut -f1)" "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" \
    "$(psql -tA "$ADMIN_URL" -c "select pg_size_pretty(pg_database_size('$source'))")"
  stop_last_server
  stop_last_server
}

check_embedded() {
  local data="$WORK/embedded/data" copy="$WORK/embedded-copy" t0 t1 t2
  mkdir -p "$data" "$copy"
  say "embedded: loading the demo data into $data"
  start_server "$PORT_A" "$WORK/embedded.log" DATA_DIR="$data" DATABASE_URL= LOG_LEVEL=info
  wait_for "$PORT_A" data 3600
  wait_for_load_end "$WORK/embedded.log" 3600
  # A copy of DATA_DIR is whole only with the server stopped.
  stop_last_server
  t0=$(date +%s.%N)
  tar -C "$WORK/embedded" -czf "$WORK/data.tgz" data
  t1=$(date +%s.%N)
  tar -C "$copy" -xzf "$WORK/data.tgz"
  t2=$(date +%s.%N)
  start_server "$PORT_A" "$WORK/embedded-original.log" DATA_DIR="$data" DATABASE_URL=
  start_server "$PORT_B" "$WORK/embedded-restored.log" DATA_DIR="$copy/data" DATABASE_URL=
  wait_for "$PORT_A" data 300
  wait_for "$PORT_B" data 300
  node "$ROOT/scripts/compare-answers.mjs" "http://127.0.0.1:$PORT_A" "http://127.0.0.1:$PORT_B"
  printf 'embedded: archive %s (%.1f s), restore %.1f s, DATA_DIR %s\n' \
    "$(du -h "$WORK/data.tgz" | cut -f1)" "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" \
    "$(du -sh "$data" | cut -f1)"
  stop_last_server
  stop_last_server
}

case "$MODE" in
  postgres) check_postgres ;;
  embedded) check_embedded ;;
  all) check_postgres && check_embedded ;;
  *) echo "usage: $0 [postgres|embedded|all]" >&2; exit 2 ;;
esac
say "backup check passed ($MODE)"
