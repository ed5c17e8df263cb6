#!/usr/bin/env bash
# Builds the host and the four remotes (two at a time: the machine has two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/pnpm.sh --filter host --filter 'remote-*' --workspace-concurrency=2 run build
