#!/usr/bin/env bash
# Installs what is missing, builds labelcopy in release mode, and runs it on the sample Corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-deps.sh
swift build -c release --product labelcopy
bin=.build/release/labelcopy

echo "== labelcopy check \"sign in to icloud\""
"$bin" check "sign in to icloud" || true
echo "== labelcopy suggest < Corpus/titles.txt"
"$bin" suggest < Corpus/titles.txt > "${TMPDIR:-/tmp}/labelcopy-suggestions.txt"
paste -d '\t' Corpus/titles.txt "${TMPDIR:-/tmp}/labelcopy-suggestions.txt" | awk -F '\t' '$1 != $2 { print $1 "  →  " $2 }'
