#!/usr/bin/env bash
# `npm run dev [-- app …]`: install, then the sandbox and the development servers (scripts/dev.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
bash scripts/pnpm.sh install --frozen-lockfile --reporter=silent
exec node scripts/dev.mjs "$@"
