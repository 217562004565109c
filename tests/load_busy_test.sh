#!/usr/bin/env bash
# A short busy run of the load client against a real `rookery serve`: its
# players read the server's messages as they are (bench/play_message.h), so
# moves are acknowledged and no message is misread as an error.
#   load_busy_test.sh ROOKERY_LOAD
set -euo pipefail
out=$("$1" --durability full busy --tables 20 --rate 300 --seconds 2)
echo "$out"
python3 -c '
import json, sys
d = json.loads(sys.argv[1])
assert d["errors"] == 0, "errors: %d" % d["errors"]
assert d["actions_acknowledged"] >= 100, "only %d moves acknowledged" % d["actions_acknowledged"]
' "$out"
