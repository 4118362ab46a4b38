#!/usr/bin/env bash
# Runs every test: installs what the tests need (ICU, pkg-config, Python's jsonschema for the
# SARIF schema check) when missing, then `swift test`, and closes with a one-line tally.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-deps.sh
if ! python3 -c "import jsonschema" >/dev/null 2>&1; then
  echo "test: installing Python's jsonschema for the SARIF schema check" >&2
  python3 -m pip install --quiet --disable-pip-version-check jsonschema \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages jsonschema
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?

# XCTest's own totals as one plain line; the last "Executed" line is the whole run's, written
# "Executed 879 tests, with 1 test skipped and 0 failures (0 unexpected)" or, with none
# skipped, "Executed 412 tests, with 0 failures (0 unexpected)".
summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with " "$log" | tail -n 1 || true)
if [ -n "$summary" ]; then
  executed=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")
  failed=$(sed -E 's/.* ([0-9]+) failures?.*/\1/' <<<"$summary")
  skipped=$(sed -nE 's/.*with ([0-9]+) tests? skipped.*/\1/p' <<<"$summary")
  skipped=${skipped:-0}
  echo "tests: $((executed - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
exit "$status"
