#!/usr/bin/env bash
# Runs the test command given, keeping all it prints in LOG; when it fails, the failed tests and
# what each recorded are printed again at the end, where a reader of only the last lines looks.
#
#   run-tests.sh LOG COMMAND [ARGUMENT ...]
set -uo pipefail
log="$1"
shift
mkdir -p "$(dirname "$log")"

"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

if [ "$status" -ne 0 ]; then
    echo
    echo "== what failed (the whole output is in $log) =="
    # A recorded issue's own lines follow it indented (↳ and the expression's values), so each
    # failure is printed with the few lines after it.
    grep -n -A 6 -E '✘ Test .*(recorded an issue|failed after)|✘ Suite .*failed|Fatal error|: error:' "$log" \
        | grep -v -E '✘ Test run with' | tail -n 80
    grep -E '✘ Test run with' "$log" | tail -n 1
fi
exit "$status"
