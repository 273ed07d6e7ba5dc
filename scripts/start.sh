#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the web app when its sources changed, and starts the product
# on its embedded defaults (SQLite and files in ./data, dev mailbox, sandbox payments).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-installed.sh

index=apps/web/dist/index.html
if [ ! -f "$index" ] || [ -n "$(find apps/web packages/contract -newer "$index" -type f -not -path '*/node_modules/*' -not -path '*/dist/*' -print -quit)" ]; then
  npm run build
fi
exec node --import tsx apps/server/src/main.ts
