#!/usr/bin/env bash
# One command: install, build and serve the whole site on 127.0.0.1 (host :3000, remotes :3001-3004,
# API sandbox :4000, sportsbook provider :4100).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
bash scripts/pnpm.sh install --frozen-lockfile
bash scripts/build-all.sh
exec node scripts/stack.mjs
