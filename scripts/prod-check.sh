#!/usr/bin/env bash
# Peerscope as in production, on one machine (docs/operations.md, "Behind a real proxy"):
# nginx from Debian's packages (installed if missing) with TLS by a self-signed certificate made
# here, in front of three instances on the local PostgreSQL server that trust the proxy's
# address only; the bench's load mode through nginx, without and then with a rolling restart
# of the three instances (SIGTERM, start again, wait for ready). Prints the figures.
# Settings: ADMIN_URL (a PostgreSQL user that may create databases; default
# postgres://postgres@127.0.0.1:5432/postgres), PROD_CHECK_DATABASE_URL (a loaded database to
# use; default: a fresh demo database, dropped afterwards), BENCH_LOAD_USERS (100),
# BENCH_LOAD_SECONDS (60), PROXY_PORT (8443), PORTS (3301,3302,3303).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ADMIN_URL="${ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
PROXY_PORT="${PROXY_PORT:-8443}"
PORTS="${PORTS:-3301,3302,3303}"
WORK="$(mktemp -d /tmp/peerscope-prod-check.XXXXXX)"
DB=""
NGINX_PID=""
SERVER_PID=""

say() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }
cleanup() {
  [[ -n "$SERVER_PID" ]] && kill -TERM "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" || true
  [[ -n "$NGINX_PID" ]] && kill -QUIT "$NGINX_PID" 2>/dev/null || true
  [[ -n "$DB" ]] && psql -q "$ADMIN_URL" -c "drop database if exists $DB with (force)" || true
  rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v nginx >/dev/null; then
  say "installing nginx from Debian's packages"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
fi
say "$(nginx -v 2>&1)"
[[ -f "$ROOT/apps/server/dist/main.js" ]] || (cd "$ROOT" && npm run build)

# The database: a fresh demo one unless one is given.
if [[ -z "${PROD_CHECK_DATABASE_URL:-}" ]]; then
  DB="peerscope_prod_check_$(date +%s)"
  psql -q "$ADMIN_URL" -c "create database $DB"
  PROD_CHECK_DATABASE_URL="${ADMIN_URL%/*}/$DB"
  say "loading the demo data into $DB"
  (cd "$ROOT/apps/server" && exec env DATABASE_URL="$PROD_CHECK_DATABASE_URL" DEMO_MODE=true \
    HOST=127.0.0.1 PORT="${PORTS%%,*}" LOG_LEVEL=info SESSION_SECRET=prod-check-secret-prod-check-secret-0123 \
    node dist/main.js >"$WORK/demo-load.log" 2>&1) &
  SERVER_PID=$!
  # Until the demo-load job has ended, not only the figures: a job cut off runs again later.
  until grep -qs 'Demo dataset loaded' "$WORK/demo-load.log"; do
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/demo-load.log"; exit 1; }
    sleep 5
  done
  kill -TERM "$SERVER_PID" && wait "$SERVER_PID" || true
  SERVER_PID=""
fi

say "self-signed certificate and nginx on https://127.0.0.1:$PROXY_PORT"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
  -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null
UPSTREAMS=""
for port in ${PORTS//,/ }; do UPSTREAMS+="        server 127.0.0.1:$port max_fails=0;"$'\n'; done
mkdir -p "$WORK/logs"
cat >"$WORK/nginx.conf" <<NGINX
# Made by scripts/prod-check.sh: deploy/nginx/peerscope.conf with TLS and local addresses.
pid $WORK/nginx.pid;
error_log $WORK/logs/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
    access_log off;
    server_tokens off;
    client_body_temp_path $WORK/client_body;
    proxy_temp_path $WORK/proxy;
    upstream peerscope {
$UPSTREAMS        keepalive 64;
    }
    server {
        listen 127.0.0.1:$PROXY_PORT ssl;
        ssl_certificate $WORK/cert.pem;
        ssl_certificate_key $WORK/key.pem;
        ssl_protocols TLSv1.2 TLSv1.3;
        client_max_body_size 60m;
        add_header Strict-Transport-Security "max-age=31536000" always;
        add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;
        location = /metrics { return 404; }
        location / {
            proxy_pass http://peerscope;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host \$host;
            proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto \$scheme;
            proxy_set_header X-Request-Id \$request_id;
            proxy_next_upstream error non_idempotent;
            proxy_next_upstream_tries 3;
        }
    }
}
NGINX
nginx -t -q -c "$WORK/nginx.conf" -p "$WORK"
nginx -c "$WORK/nginx.conf" -p "$WORK"
NGINX_PID="$(cat "$WORK/nginx.pid")"

say "three instances on $PORTS trusting 127.0.0.1 (nginx) only; load through nginx"
cd "$ROOT/apps/server"
DATABASE_URL="$PROD_CHECK_DATABASE_URL" PROD_CHECK_PORTS="$PORTS" \
  PROD_CHECK_PROXY="https://127.0.0.1:$PROXY_PORT" TRUST_PROXY=127.0.0.1 \
  NODE_EXTRA_CA_CERTS="$WORK/cert.pem" npx tsx src/bench/prod-check.ts
