#!/usr/bin/env bash
# The proof that a game is one unit (ARCHITECTURE.md, "Add a game"):
#   add_a_sixth_game.sh ROOT
# copies the tree at ROOT to a scratch folder, adds a sixth game there (Pig, whose
# files are tests/add_a_game/pig/, laid out as in the tree) by its new files and
# its name on the one line of games/game_list.h, and nothing else; then builds
# each consumer there and shows that it picks Pig up: the registry and
# `rookery list --json` (the lobby's and Python's catalogue), the bot table, the
# conformance suite with Pig's invariants, the golden playthroughs, the fuzz
# target's configurations, the web's contract checks, the lobby's game list and
# the rules pages in a browser (the front end built in the copy with Pig's guide,
# web/src/games/pig/guide.tsx, served by the copy's rookery; the game-list tests
# of web/e2e/lobby.test.mjs and rules.test.mjs in Debian's chromium, skipped with
# a word if node or chromium is missing) and Python's tests.
#
# The scratch build uses the same preset as ROOT's, through ccache (CMakeLists.txt),
# so it compiles only what Pig adds or changes. It runs only the consumers'
# discovery of Pig, not the whole suite again. The front end uses ROOT's
# web/node_modules (installed by scripts/build-web there), through a link.
set -euo pipefail
root=$(cd "$1" && pwd)
fixture=$root/tests/add_a_game/pig
scratch=$(mktemp -d "${TMPDIR:-/tmp}/rookery-sixth-game.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
step() { echo "== $*"; }
# Debian's interpreter, whose pytest and numpy the Python module is built for (python/CMakeLists.txt).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
fail() { echo "error: $*" >&2; exit 1; }

step "a copy of the tree, with Pig's new files"
if command -v git >/dev/null && git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # The tracked and the new files, as git sees them.
  (cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
    tar --null -T - -cf -) | tar -xf - -C "$scratch"
else
  # A tree from an archive, on a machine without git: everything but what
  # .gitignore names (the builds, the front end's packages, the databases).
  (cd "$root" && tar --exclude=./build --exclude=./web/node_modules --exclude=./.cache \
    --exclude='*.swp' --exclude='./rookery.db*' -cf - .) | tar -xf - -C "$scratch"
fi
rm -rf "$scratch/tests/add_a_game"
(cd "$fixture" && find . -type f) | while read -r f; do
  [ -e "$root/$f" ] && fail "Pig's $f would replace a file of the tree: a new game adds files only"
  mkdir -p "$(dirname "$scratch/$f")"
  cp "$fixture/$f" "$scratch/$f"
done
sed -i 's/^\(#define ROOKERY_GAMES(X) .*\)$/\1 X(pig)/' "$scratch/games/game_list.h"
changed=$(diff "$root/games/game_list.h" "$scratch/games/game_list.h" | grep -c '^[<>]' || true)
[ "$changed" = 2 ] || fail "games/game_list.h: expected one line changed, got $changed lines of diff"
# The front end's installed packages, read only.
ln -s "$root/web/node_modules" "$scratch/web/node_modules"

step "building the consumers (only what Pig changes is compiled)"
cd "$scratch"
cmake --preset check -DROOKERY_BROWSER_TESTS=OFF >/dev/null
started=$(date +%s)
cmake --build --preset check -j2 --target rookery conformance_tests golden_tests add_a_game_tests \
  ai_tests pig_tests rookery_python >build.log 2>&1 || { tail -50 build.log; fail "the build failed"; }
echo "built in $(( $(date +%s) - started )) s"
bin=$scratch/build/check/cli/rookery
tests=$scratch/build/check/tests

step "the registry and the catalogue: rookery list --json"
"$bin" list --json | "$python" -c '
import json, sys
games = {g["name"]: g for g in json.load(sys.stdin)["games"]}
assert list(games)[-1] == "pig", list(games)
assert games["pig"]["configurations"] == ["pig", "pig(players=4)", "pig(target=20)"], games["pig"]
assert [l["title"] for l in games["pig"]["bot_levels"]] == ["Easy", "Medium", "Hard", "Strongest"]
print("listed:", ", ".join(games))'
"$bin" sim pig --games 200 --threads 2 2>/dev/null | grep -A3 -i "win rate"

step "the bot table, the add-a-game checklist and Pig's own tests"
"$tests/ai/ai_tests" --gtest_filter='GameBots.*' --gtest_brief=1
"$tests/add_a_game_tests" --gtest_brief=1
"$tests/pig/pig_tests" --gtest_brief=1

step "the conformance suite over Pig's configurations, with its invariants"
ROOKERY_CONFORMANCE_PLAYOUTS=100 "$tests/conformance_tests" --gtest_filter='*pig*' | tee conformance.log |
  grep -E '^\[  (PASSED|FAILED)'
grep -q '^\[  PASSED  \] 3 tests' conformance.log || fail "conformance did not run Pig's 3 configurations"

step "the golden playthroughs: written once, then checked"
ROOKERY_UPDATE_GOLDENS=1 "$tests/golden/golden_tests" --gtest_brief=1 >/dev/null
for g in pig_2p pig_4p_short; do [ -s "tests/golden/$g.txt" ] || fail "no golden $g.txt"; done
grep -q '"pig"' tests/golden/signatures.json || fail "no behaviour signature of Pig"
"$tests/golden/golden_tests" --gtest_brief=1

step "the fuzz target's configurations"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target fuzz_action >fuzz-build.log 2>&1 || { tail -50 fuzz-build.log; fail "the fuzz build failed"; }
mkdir -p fuzz-corpus && printf '29 40 7\nhold' >fuzz-corpus/pig
build/fuzz/tests/fuzz/fuzz_action -runs=0 fuzz-corpus 2>&1 | grep '^fuzz_action:' | tee fuzz.log
grep -q 'pig(target=20)$' fuzz.log || fail "the fuzz target does not fuzz Pig's configurations"

step "the web's contract checks: observations, the pages' readers, move forms"
node web/contract/observations.test.mjs "$bin"
node web/contract/readers.test.mjs "$bin"
node web/contract/moves.test.mjs "$bin"

step "the lobby's game list and the rules pages, in a browser"
# The front end is built in the copy (its generators read the copy's docs/schemas;
# its guides and pages are found by import.meta.glob), served by the copy's
# rookery, and the browser tests of the game list run on it: the lobby offers every
# game of GET /api/games, each has a card from its guide and a "How to play" page,
# from the lobby and from a table (Pig's shows the generic page).
chromium=${CHROMIUM:-/usr/bin/chromium}
if ! command -v node >/dev/null; then
  echo "skipped: no node (scripts/install-deps installs it)"
elif [ ! -x "$chromium" ]; then
  echo "skipped: no chromium at $chromium (scripts/install-deps installs Debian's chromium)"
else
  # scripts/build-web runs npm ci when the lock file changed since the last install:
  # here that would write through the link into ROOT's web/node_modules, so it must
  # find them installed already.
  [ "$(cat web/node_modules/.rookery-installed 2>/dev/null)" = "$(sha256sum web/package-lock.json | cut -d' ' -f1)" ] ||
    fail "ROOT's web/node_modules are missing or older than web/package-lock.json: run scripts/build-web in ROOT first"
  started=$(date +%s)
  scripts/build-web >web-build.log 2>&1 || { tail -30 web-build.log; fail "the front end with Pig's guide did not build (tsc or vite, above)"; }
  grep -q 'The first to reach 100 points wins' web/dist/assets/*.js || fail "web/dist has no Pig guide: web/src/games/pig/guide.tsx was not found by import.meta.glob"
  echo "front end built in $(( $(date +%s) - started )) s"
  # Only the tests of the game list (the others play whole games of the five).
  lists='the lobby offers every game|every game has a card|"How to play" opens from|on a phone the lobby and the rules pages'
  e2e() { (cd web && ROOKERY_BIN=$bin CHROMIUM=$chromium node --test --test-reporter=spec --test-name-pattern="$lists" \
    e2e/lobby.test.mjs e2e/rules.test.mjs) >e2e.log 2>&1; }
  started=$(date +%s)
  # Run once more on a failure, as tests/browser_test.sh does: on two shared cores
  # a page can miss a timeout now and then; the first failure is shown all the same.
  if ! e2e; then
    tail -60 e2e.log
    echo "the browser tests failed once (above); running them once more"
    e2e || { cat e2e.log; fail "the lobby or the rules pages did not pick Pig up in a browser (web/e2e/lobby.test.mjs, rules.test.mjs above)"; }
  fi
  grep -E '^✔' e2e.log || true
  grep -q '^ℹ pass 5$' e2e.log || { cat e2e.log; fail "expected the 5 browser tests of the game list to pass"; }
  echo "browser tests in $(( $(date +%s) - started )) s"
fi

step "Python's tests"
PYTHONPATH=$scratch/build/check/python ROOKERY_BIN=$bin "$python" -m pytest -q -p no:cacheprovider \
  python/tests/test_api.py python/tests/test_pettingzoo_api.py python/tests/test_gymnasium_env_checker.py \
  -k 'pig or games_list'
echo "Pig was added by its own files and one line, and every consumer checked picked it up"
