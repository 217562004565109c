#!/usr/bin/env bash
# Runs one browser test file (web/e2e/*.test.mjs) under Node's test runner.
# A file that fails is run once more: on the suite's two shared cores a page can
# miss a timeout now and then. Its first failure is printed all the same, with a
# line that says so, so an intermittent failure stays visible in the log; a
# failure that repeats fails the test.
# Usage: browser_test.sh NODE FILE
set -uo pipefail
node=$1
file=$2
first=$(mktemp)
trap 'rm -f "$first"' EXIT
if "$node" --test --test-reporter=spec "$file" >"$first" 2>&1; then
  cat "$first"
  exit 0
fi
cat "$first"
echo "== $(basename "$file") failed once (above); running it once more =="
exec "$node" --test --test-reporter=spec "$file"
