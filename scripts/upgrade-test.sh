#!/usr/bin/env bash
# The upgrade test (issue 47): the previous release, built from git history in a scratch folder, runs
# on a fresh database and gets data written through its API; then the current build starts on the
# same database and every record, every pending message and every demo sign-in is checked. Once on
# the embedded PostgreSQL (a fresh DATA_DIR) and once on the PostgreSQL server at 127.0.0.1:5432.
#
#   scripts/upgrade-test.sh [commit]    (or UPGRADE_FROM=<commit>)
#
# Without a commit: the latest release in CHANGELOG.md whose content is not the current HEAD's.
# Needs the current build (npm run build -w @stockyard/api) and full git history.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
started=$(date +%s)

# A release heading names its commit: "## [1.0.0] - 2026-12-07 (commit <40 hex>)". The first that
# differs from HEAD outside CHANGELOG.md is the previous release (the top one may be HEAD itself,
# just released, with its hash added to the changelog afterwards).
previous_release() {
  grep -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\].*\(commit [0-9a-f]{40}\)' CHANGELOG.md | grep -oE '[0-9a-f]{40}' |
    while read -r commit; do
      if ! git diff --quiet "$commit" HEAD -- . ':(exclude)CHANGELOG.md'; then
        echo "$commit"
        return
      fi
    done
}
from=${1:-${UPGRADE_FROM:-$(previous_release)}}
[ -n "$from" ] || { echo "upgrade test: no earlier release in CHANGELOG.md" >&2; exit 1; }
from=$(git rev-parse --verify "$from^{commit}")
echo "== upgrade test: from $from to the working tree ($(git rev-parse --short HEAD))"

[ -f apps/api/dist/server.js ] || npm run -s build -w @stockyard/api
port=${UPGRADE_TEST_PORT:-8290}
scratch=$(mktemp -d /tmp/stockyard-upgrade.XXXXXX)
# Run as root, the embedded PostgreSQL runs as an unprivileged user, who must reach its binaries and data.
chmod 755 "$scratch"
db="stockyard_upgrade_$(date +%s)_$$"
server_pid=''
cleanup() {
  local status=$?
  if [ "$status" -ne 0 ] && [ -s "$scratch/server.log" ]; then
    echo "upgrade test failed; the server's log:" >&2
    tail -n 40 "$scratch/server.log" >&2
  fi
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  psql -h 127.0.0.1 -U postgres -d postgres -c "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT

# UPGRADE_TEST_CACHE (a folder; not in CI) keeps each release's build there for the next run.
release="${UPGRADE_TEST_CACHE:-$scratch}/release-$from"
if [ ! -f "$release/apps/api/dist/server.js" ]; then
  echo "-- building $from in $release"
  rm -rf "$release" && mkdir -p "$release" && chmod 755 "$(dirname "$release")"
  git archive "$from" | tar -x -C "$release"
  # Releases up to 1.1.0 bundled every file in src/cli, its test too (which imports vitest, a dev
  # dependency not installed here). Tests are no part of what the server runs.
  find "$release/apps/api/src" -name '*.test.ts' -delete
  # Only what the server runs (half the install); the build's one tool, esbuild, is this tree's.
  (cd "$release" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null &&
    ln -s "$root/node_modules/esbuild" node_modules/esbuild && node apps/api/build.mjs >/dev/null)
fi

# Starts the server built in $1 with the environment below and waits for its health answer.
start_server() {
  (cd "$1" && exec node --enable-source-maps apps/api/dist/server.js) >>"$scratch/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.5
  done
  echo "upgrade test: the server in $1 did not start" >&2
  exit 1
}
stop_server() {
  kill -TERM "$server_pid"
  wait "$server_pid" || true
  server_pid=''
}

# One engine: $1 its name, $2 its DATABASE_URL (empty: the embedded cluster in DATA_DIR).
run_engine() {
  echo "-- $1: the release writes"
  export DATABASE_URL=$2
  export DATA_DIR="$scratch/data-$1"
  mkdir -p "$DATA_DIR"
  : >"$scratch/server.log"
  start_server "$release"
  node scripts/upgrade-test-records.mjs write "http://127.0.0.1:$port" "$scratch/written-$1.json"
  stop_server
  echo "-- $1: the current build starts on the same database and checks"
  start_server "$root"
  local url=$DATABASE_URL
  [ -n "$url" ] || url=$(node apps/api/dist/cli/database-url.js)
  DATABASE_URL=$url node scripts/upgrade-test-records.mjs check "http://127.0.0.1:$port" "$scratch/written-$1.json"
  stop_server
}

export PORT=$port HOST=127.0.0.1 DEMO_DATA=true TEST_CLOCK=true LOG_LEVEL=warn API_RATE_LIMIT=off \
  LOGIN_RATE_LIMIT_PER_MINUTE=1000 JWT_SECRET=upgrade-test-secret-upgrade-test-secret-0123 \
  WEB_DIST_DIR="$scratch/no-web"
run_engine embedded ''
psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -c "create database \"$db\"" >/dev/null
run_engine postgresql "postgres://postgres@127.0.0.1:5432/$db"

echo "== upgrade test passed in $(($(date +%s) - started)) s"
