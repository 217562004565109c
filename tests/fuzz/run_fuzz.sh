#!/usr/bin/env bash
# The short fuzz run of the test suite (docs/fuzzing.md):
#   run_fuzz.sh TARGET CORPUS SECONDS ARTIFACT_PREFIX
# runs the libFuzzer TARGET, built by scripts/build-fuzz, for SECONDS on a copy of
# CORPUS, so that the inputs it finds are not written into the repository. A
# crash, leak, sanitizer report, hang or broken invariant fails the test and the
# input is kept as ARTIFACT_PREFIX<kind>-<hash>; a missing TARGET fails it too.
set -uo pipefail
target=$1 corpus=$2 seconds=$3 artifacts=$4
if [ ! -x "$target" ]; then
  echo "error: $target is missing: run scripts/build-fuzz first (scripts/test does)" >&2
  exit 1
fi
if [ ! -d "$corpus" ]; then
  echo "error: the corpus $corpus is missing" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
cp -R "$corpus"/. "$work/corpus"/
# -timeout: an input taking longer is a hang; -rss_limit_mb: a memory blow-up is a crash.
"$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts" "$work/corpus" >"$work/log" 2>&1
status=$?
# Progress lines ("#1234 NEW ...") are many; the rest (start, report, stats) is kept.
grep -v -E '^(#[0-9]|"|###### |\s+NEW_FUNC)' "$work/log"
if [ "$status" -ne 0 ]; then
  echo "error: $(basename "$target") failed (exit $status); the input is saved beside ${artifacts}" >&2
fi
exit "$status"
