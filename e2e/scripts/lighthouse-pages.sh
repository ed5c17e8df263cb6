#!/usr/bin/env bash
# Lighthouse mobile performance (a measurement, not a test) of the pages issue 16 names, median of N
# runs each: score, FCP, LCP, TBT, CLS, JS bytes. Lighthouse 13 is fetched by npx on first use, runs
# on the project's Node (.nvmrc) and drives the system Chromium; its default mobile preset is a Moto G
# Power with 4x CPU and simulated slow 4G. Guests only: Lighthouse cannot log in, so member pages are measured by the bench instead.
# The first row is the reference: the bench's one-line React app (e2e/scripts/one-liner.mjs), scored in
# the same run, and the last column Lighthouse's own CPU benchmark of the machine — Lighthouse derives
# its scores from timings taken on this machine, so a slow or busy machine lowers every row.
# Usage: bash e2e/scripts/lighthouse-pages.sh [--start] [--runs 3] [--pages /,/activity]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$ROOT/scripts/use-node.sh"
RUNS=3
START=0
ONLY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --start) START=1 ;;
    --runs) RUNS="$2"; shift ;;
    --pages) ONLY="$2"; shift ;;
  esac
  shift
done
export CHROME_PATH="${CHROME_PATH:-$(command -v chromium || echo /usr/bin/chromium)}"
WORK="$(mktemp -d)"
STACK=""
REFERENCE=""
REFERENCE_PORT=3090
cleanup() {
  [ -n "$STACK" ] && kill "$STACK" 2>/dev/null || true
  [ -n "$REFERENCE" ] && kill "$REFERENCE" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
if [ "$START" = 1 ]; then
  # exec: $! is the stack itself, so the trap stops it (a subshell's pid would leave it running)
  (cd "$ROOT" && DATA_DIR="$WORK/data" exec node scripts/stack.mjs >"$WORK/stack.log" 2>&1) &
  STACK=$!
  until curl -sf http://127.0.0.1:3000/config.json >/dev/null; do sleep 1; done
fi
(cd "$ROOT" && exec node e2e/scripts/one-liner.mjs "$REFERENCE_PORT") &
REFERENCE=$!
until curl -sf "http://127.0.0.1:$REFERENCE_PORT/" >/dev/null; do sleep 0.5; done
ROOM="$(curl -sf -X POST -H 'Content-Type: application/json' -d '{"current":1,"size":1}' \
  http://127.0.0.1:4000/api/live/stream/list | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s).data;const l=r.records??r;console.log(l[0]?.id??1)})')"
PAGES=("/" "/activity" "/sports" "/anchorPlay?id=$ROOM")
if [ -n "$ONLY" ]; then IFS=',' read -r -a PAGES <<<"$ONLY"; fi
PAGES=("one-liner" "${PAGES[@]}")
LH=(npx --yes lighthouse@13.5.0)

printf '%-22s %6s %8s %8s %7s %6s %9s %6s\n' page score FCP LCP TBT CLS 'JS KiB' 'CPU'
for page in "${PAGES[@]}"; do
  url="http://127.0.0.1:3000$page"
  [ "$page" = one-liner ] && url="http://127.0.0.1:$REFERENCE_PORT/"
  for i in $(seq 1 "$RUNS"); do
    # Lighthouse now and then loses the trace (NO_NAVSTART): a run is tried up to three times
    for attempt in 1 2 3; do
      rm -rf "$WORK/profile"
      if "${LH[@]}" "$url" --only-categories=performance --output=json --quiet \
        --output-path="$WORK/r-$i.json" \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --user-data-dir=$WORK/profile" \
        >"$WORK/lh.log" 2>&1; then
        break
      fi
      [ "$attempt" = 3 ] && { echo "lighthouse failed on $page"; tail -5 "$WORK/lh.log"; exit 1; }
    done
  done
  PAGE="$page" node -e '
    const fs = require("fs");
    const runs = process.argv.slice(2).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
    const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
    const a = (r, id) => r.audits[id].numericValue;
    const js = (r) => r.audits["resource-summary"].details.items.find((i) => i.resourceType === "script").transferSize;
    const f = (fn) => med(runs.map(fn));
    console.log([process.env.PAGE.padEnd(22), String(Math.round(f((r) => r.categories.performance.score * 100))).padStart(6),
      `${Math.round(f((r) => a(r, "first-contentful-paint")))}`.padStart(8), `${Math.round(f((r) => a(r, "largest-contentful-paint")))}`.padStart(8),
      `${Math.round(f((r) => a(r, "total-blocking-time")))}`.padStart(7), f((r) => a(r, "cumulative-layout-shift")).toFixed(3).padStart(6),
      (f(js) / 1024).toFixed(1).padStart(9), String(Math.round(f((r) => r.environment.benchmarkIndex))).padStart(6)].join(" "));
  ' "$WORK"/r-*.json
  rm -f "$WORK"/r-*.json
done
