#!/usr/bin/env bash
# The one pnpm every script uses, on the project's Node (.nvmrc): no global pnpm and no corepack are
# assumed (corepack's signature check fails here); the version is package.json's packageManager.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/use-node.sh"
exec npx --yes "$(node -p "require('$here/../package.json').packageManager")" "$@"
