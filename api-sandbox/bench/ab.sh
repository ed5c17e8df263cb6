#!/usr/bin/env bash
# Load figures of the sandbox at another commit (A) and at the working tree (B), alternating rounds in
# one run so the machine's noise hits both alike. Usage: bash api-sandbox/bench/ab.sh <commit> [rounds]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
base="${1:?commit to compare with}"
rounds="${2:-3}"
before="$(mktemp -d)"
git -C "$root" worktree add -q --detach "$before" "$base"
ln -s "$root/node_modules" "$before/node_modules"
cp -a "$root/api-sandbox/node_modules" "$before/api-sandbox/"
trap 'git -C "$root" worktree remove --force "$before"' EXIT

start() { # dir apiPort providerPort -> pid
  (cd "$1/api-sandbox" && API_PORT=$2 PROVIDER_PORT=$3 DATA_DIR="$(mktemp -d)" \
    exec node --import tsx src/main.ts >/dev/null 2>&1) &
  echo $!
  for _ in $(seq 1 60); do
    curl -sf -o /dev/null "http://127.0.0.1:$2/api/platform/registry" && break
    sleep 0.5
  done
}
for round in $(seq 1 "$rounds"); do
  for side in A B; do
    if [ "$side" = A ]; then dir="$before"; a=4200; p=4300; else dir="$root"; a=4400; p=4500; fi
    pid="$(start "$dir" $a $p)"
    echo "round $round $side ($([ "$side" = A ] && echo "$base" || echo 'working tree'))"
    node "$root/api-sandbox/bench/load.mjs" --api "http://127.0.0.1:$a" \
      --provider "http://127.0.0.1:$p" --seconds 8 --connections 50
    kill "$pid"
    sleep 1
  done
done
