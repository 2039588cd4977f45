#!/usr/bin/env bash
# Every test: lint, type-check, unit, API on PostgreSQL (TEST_DATABASE_URL's server, or an embedded
# cluster the run starts itself), then the browser suite in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint"
# ESLint, dependency-cruiser, knip, the OpenAPI document's lint and Prettier: npm run lint.
npm run -s lint
echo "== type-check"
npx tsc -p packages/domain
npx tsc -p apps/api
npx tsc -p apps/web
npx tsc -p apps/web/tsconfig.e2e.json
echo "== unit + API"
if [ "${UNIT_API_SET:-all}" = smoke ]; then
  # CI (.ci/run) runs every unit and API test on Node 24 after this; on the machine's Node it runs the
  # unit tests and the API files that lean on the platform (processes, crypto, streams, sockets, the
  # embedded cluster), and the browser suite below drives the whole server on this Node as well.
  npx vitest run --project domain --project web
  npx vitest run --project api apps/api/test/crash/ apps/api/test/multi-process/ \
    apps/api/test/database-outage apps/api/test/pglite-carry-over apps/api/test/side-pool \
    apps/api/test/log-secrets apps/api/src/lib/ apps/api/src/plugins/compression apps/api/src/plugins/spa \
    apps/api/src/modules/health/ apps/api/src/modules/jobs/ apps/api/src/modules/backups/ \
    apps/api/src/modules/auth/ apps/api/src/modules/database/
else
  npx vitest run --project domain --project web --project api
fi
echo "== build"
npm run build
echo "== browser"
npx vitest run --project e2e
