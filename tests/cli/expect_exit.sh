#!/usr/bin/env bash
# expect_exit.sh CODE TEXT COMMAND...: runs COMMAND with no input and passes when
# it exits with CODE (not by a signal) and TEXT appears in its output.
expected_code=$1
expected_text=$2
shift 2
output=$("$@" 2>&1 </dev/null)
code=$?
if [ "$code" -ne "$expected_code" ]; then
  echo "expected exit $expected_code, got $code from: $*"
  echo "$output"
  exit 1
fi
if ! grep -qF -- "$expected_text" <<<"$output"; then
  echo "expected output containing '$expected_text' from: $*"
  echo "$output"
  exit 1
fi
echo "ok: exit $code, output mentions '$expected_text'"
