#!/usr/bin/env bash
# Prints the backbone's figures: first-load bytes, remote entry bytes, React copies, clean build time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
bash scripts/pnpm.sh install --frozen-lockfile
bash scripts/ensure-chromium.sh
bash scripts/pnpm.sh --filter e2e exec node scripts/size.mjs --build --start
