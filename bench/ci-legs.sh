#!/usr/bin/env bash
# Times each leg of .ci/run on a clean clone of this checkout's HEAD, as CI runs them:
# install, lint, typecheck, unit and API tests (both engines, Redis), build, browser tests.
# Usage: bench/ci-legs.sh [label]   → bench/ci-legs-<label>.txt, one "leg seconds rc=…" a line
set -uo pipefail
label=${1:-run}
repo=$(cd "$(dirname "$0")/.." && pwd)
out="$repo/bench/ci-legs-$label.txt"
dir=$(mktemp -d)
git clone -q "$repo" "$dir/atlas" && cd "$dir/atlas" || exit 1
export CI=true
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
: > "$out"
leg() {
  local name=$1 started rc
  shift
  started=$(date +%s)
  "$@" > "$dir/$name.log" 2>&1
  rc=$?
  echo "$name $(( $(date +%s) - started )) rc=$rc" >> "$out"
}
started=$(date +%s)
leg install npm ci
leg lint npm run lint
leg typecheck npm run typecheck
leg unit-api npx vitest run
leg build npm run build
leg browser npx vitest run --config e2e/vitest.config.ts
echo "whole $(( $(date +%s) - started ))" >> "$out"
cd / && rm -rf "$dir/atlas"
echo "each leg's output: $dir/<leg>.log"
