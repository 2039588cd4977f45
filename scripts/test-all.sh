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
npx vitest run --project domain --project web --project api
echo "== build"
npm run build
echo "== browser"
npx vitest run --project e2e
