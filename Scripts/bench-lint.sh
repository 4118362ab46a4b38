#!/usr/bin/env bash
# Benchmarks `labelcopy lint` (release build) over a corpus and prints files/s, entries/s,
# wall time and peak memory. With translate-toolkit installed (pip install translate-toolkit),
# also times its `pofilter` over the same XLIFF and PO files and prints the ratio.
#
# Usage: Scripts/bench-lint.sh [CORPUS] [RUNS]     (default: ../shared/corpora, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/corpora}
runs=${2:-5}

swift build -c release --product labelcopy >/dev/null
bin=.build/release/labelcopy
json=$(mktemp)
timing=$(mktemp)
trap 'rm -f "$json" "$timing"' EXIT

"$bin" lint "$corpus" --reporter json="$json" >/dev/null || true
read -r files entries findings < <(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d['files'], d['entries'], len(d['findings']))" "$json")

best=""
peak=0
for _ in $(seq "$runs"); do
  /usr/bin/time -f "%e %M" -o "$timing" "$bin" lint "$corpus" --reporter summary >/dev/null || true
  # /usr/bin/time puts "Command exited with non-zero status 1" first when lint finds errors.
  read -r seconds kib < <(tail -n 1 "$timing")
  if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$seconds" "$best"; then
    best=$seconds
  fi
  [ "$kib" -gt "$peak" ] && peak=$kib
done

python3 - "$files" "$entries" "$findings" "$best" "$peak" "$(nproc)" "$runs" <<'PY'
import sys
files, entries, findings = map(int, sys.argv[1:4])
seconds, peak_kib, cores, runs = float(sys.argv[4]), int(sys.argv[5]), sys.argv[6], sys.argv[7]
print(f"lint: {files} files, {entries} entries, {findings} findings")
print(f"lint: best of {runs} runs {seconds:.2f} s wall on {cores} cores: "
      f"{files / seconds:,.0f} files/s, {entries / seconds:,.0f} entries/s, peak memory {peak_kib / 1024:.0f} MiB")
PY

if command -v pofilter >/dev/null 2>&1; then
  list=$(mktemp -d)
  (cd "$corpus" && find . \( -name '*.po' -o -name '*.xliff' -o -name '*.xlf' \) -print0) | while IFS= read -r -d '' file; do
    mkdir -p "$list/$(dirname "$file")"; cp "$corpus/$file" "$list/$file"
  done
  /usr/bin/time -f "%e" -o "$timing" pofilter --progress=none -i "$list" -o "$list.out" >/dev/null 2>&1 || true
  pofilter_seconds=$(tail -n 1 "$timing")
  /usr/bin/time -f "%e" -o "$timing" "$bin" lint "$list" --reporter summary >/dev/null || true
  ours=$(tail -n 1 "$timing")
  python3 -c "import sys; p,o=float(sys.argv[1]),float(sys.argv[2]); print(f'pofilter on the XLIFF and PO files: {p:.2f} s; labelcopy lint on the same: {o:.2f} s ({p/o:.1f}x faster)')" "$pofilter_seconds" "$ours"
  rm -rf "$list" "$list.out"
else
  echo "pofilter (translate-toolkit) is not installed: pip install translate-toolkit to compare"
fi
