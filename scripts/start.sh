#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the web app when its sources changed, and starts the product
# on its embedded defaults (SQLite and files in ./data, dev mailbox, sandbox payments).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-installed.sh

# `npm run build` always makes a production build, whatever NODE_ENV says (decision 019). A dist without the build
# manifest predates that: build again.
index=apps/web/dist/index.html
if [ ! -f "$index" ] || [ ! -f apps/web/dist/.vite/manifest.json ] ||
  [ -n "$(find apps/web packages/contract -newer "$index" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -print -quit)" ]; then
  npm run build
fi
exec node --import tsx apps/server/src/main.ts
