#!/usr/bin/env bash
# Installs the npm packages when they are missing or older than the lockfile (sourced by start.sh and test.sh).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (the first time compiles better-sqlite3: about two minutes)..."
  npm ci --no-audit --no-fund
fi
