#!/usr/bin/env bash
# Checks that two builds of `labelcopy lint` report the same findings over a corpus: runs each
# with the JSON reporter, sorts the findings and diffs them. Use it before committing a change
# meant to make lint faster without changing what it reports.
#
# Usage: Scripts/compare-lint.sh BEFORE_BINARY AFTER_BINARY [CORPUS]   (default: ../shared/corpora)
set -euo pipefail
before=$1
after=$2
corpus=${3:-$(dirname "$0")/../../shared/corpora}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for side in before after; do
  bin=${!side}
  "$bin" lint "$corpus" --reporter json="$work/$side.json" >/dev/null || true
  python3 - "$work/$side.json" "$work/$side.sorted" <<'PY'
import json, sys
findings = json.load(open(sys.argv[1]))["findings"]
with open(sys.argv[2], "w") as out:
    for line in sorted(json.dumps(f, sort_keys=True, ensure_ascii=False) for f in findings):
        out.write(line + "\n")
PY
done

if diff -q "$work/before.sorted" "$work/after.sorted" >/dev/null; then
  echo "identical: $(wc -l < "$work/after.sorted") findings"
else
  diff "$work/before.sorted" "$work/after.sorted" | head -40
  echo "findings differ: $(wc -l < "$work/before.sorted") before, $(wc -l < "$work/after.sorted") after" >&2
  exit 1
fi
