#!/usr/bin/env bash
# The whole test suite, from a fresh clone: install, format, lint, types, unit and component tests
# (with shared's coverage), build, then end-to-end tests in a real Chromium against the API sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
echo "[test] node $(node --version), $(nproc) cores"
pnpm() { bash scripts/pnpm.sh "$@"; }
step() { printf '\n== %s\n' "$*"; }

step "install"
pnpm install --frozen-lockfile
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "format (prettier --check)"
pnpm exec prettier --check . --log-level warn

step "lint (eslint --max-warnings=0)"
pnpm exec eslint . --max-warnings=0
node --test 'build/eslint/*.test.*' 'build/test/*.test.*'

step "types (tsc --noEmit in every package)"
pnpm -r --workspace-concurrency=2 run typecheck

step "unit and component tests (jest)"
pnpm exec jest --coverage --ci

step "build host and remotes"
bash scripts/build-all.sh

step "end-to-end tests (Playwright + Chromium, through the nginx front)"
STACK_FRONT="${STACK_FRONT:-nginx}" pnpm --filter e2e exec playwright test

step "development loop (npm run dev: hot updates with Fast Refresh)"
pnpm --filter e2e exec playwright test -c playwright.dev.config.ts
