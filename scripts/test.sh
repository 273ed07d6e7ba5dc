#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages; Debian's chromium for the browser tests), then runs the
# checks, every unit and API test (on PostgreSQL too when a server is reachable) and every browser test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-installed.sh

# Debian packages the tests use: chromium for the browser tests, poppler's pdftoppm to render certificates and
# read their QR codes.
need_packages=()
command -v chromium >/dev/null 2>&1 || need_packages+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || need_packages+=(poppler-utils)
if [ ${#need_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's ${need_packages[*]} for the tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_packages[@]}" >/dev/null
  else
    echo "The tests need Debian's ${need_packages[*]}: run 'sudo apt-get install ${need_packages[*]}' and try again." >&2
    exit 1
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
fi
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null 2>&1 && [ "$(redis-cli -h 127.0.0.1 ping 2>/dev/null)" = PONG ]; then
  export TEST_REDIS_URL=redis://127.0.0.1:6379
fi
echo "Redis for the shared rate-limit test: ${TEST_REDIS_URL:-none (that suite will be skipped)}"
echo "PostgreSQL for the data-layer and API tests: ${TEST_DATABASE_URL:-none (those suites will be skipped)}"

mkdir -p test-results
status=0
npm run check || status=1
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
npm run test:e2e || status=1
node scripts/test-summary.mjs test-results/vitest.json e2e/test-results/results.json || status=1
exit $status
