#!/usr/bin/env bash
# Runs a command on the project's Node (.nvmrc), fetched once when the machine's own is another.
set -euo pipefail
source "$(dirname "$0")/use-node.sh"
exec "$@"
