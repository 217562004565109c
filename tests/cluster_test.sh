#!/usr/bin/env bash
# Several `rookery serve` processes over PostgreSQL behind nginx, one killed
# with SIGKILL mid-game (docs/deploy.md, "Tested and measured"): every
# acknowledged move stored, every table finished, every player back within 5 s.
# Skipped (77) without the PostgreSQL that scripts/test starts, or without nginx.
# Usage: cluster_test.sh ROOKERY_LOAD
set -uo pipefail
load=$1
if [ -z "${ROOKERY_TEST_POSTGRES:-}" ]; then
  echo "skipped: ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)"
  exit 77
fi
if [ ! -x /usr/sbin/nginx ]; then
  echo "skipped: nginx is not installed (scripts/install-deps installs it)"
  exit 77
fi
exec "$load" --db "$ROOKERY_TEST_POSTGRES" --processes 3 --bot-threads 1 \
  failover --tables 200 --think-ms 60 --kill-after 4
