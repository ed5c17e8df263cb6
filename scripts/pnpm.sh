#!/usr/bin/env bash
# The one pnpm every script uses: no global pnpm and no corepack are assumed (corepack's signature check fails here).
set -euo pipefail
exec npx --yes pnpm@9.15.8 "$@"
