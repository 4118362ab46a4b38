#!/usr/bin/env bash
# Installs what is missing, builds labelcopy in release mode, and runs it on the sample Corpus/:
# the lint every project runs, then the suggestions for Corpus/titles.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-deps.sh
swift build -c release --product labelcopy
bin=.build/release/labelcopy

echo "== labelcopy lint Corpus"
status=0
"$bin" lint Corpus --reporter xcode --reporter summary=/dev/stderr || status=$?
# 1 means findings at error level, which the sample has on purpose; 64 and above are failures.
if [ "$status" -ge 64 ]; then
  echo "labelcopy lint failed with exit code $status" >&2
  exit "$status"
fi

echo "== labelcopy suggest < Corpus/titles.txt (titles it would change)"
suggestions=$(mktemp)
trap 'rm -f "$suggestions"' EXIT
"$bin" suggest < Corpus/titles.txt > "$suggestions"
paste -d '\t' Corpus/titles.txt "$suggestions" | awk -F '\t' '$1 != $2 { print "  " $1 "  →  " $2 }'
