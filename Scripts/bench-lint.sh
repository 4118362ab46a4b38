#!/usr/bin/env bash
# Benchmarks `labelcopy lint` (release build) over a corpus and prints files/s, entries/s,
# wall and CPU time, peak memory and the load average (other processes on a shared machine
# take cores from the run: compare figures taken at similar load), then one run's phases
# (LABELCOPY_TIMINGS=1). With translate-toolkit installed (pip install translate-toolkit),
# also times its `pofilter` over the same XLIFF and PO files and prints the ratio.
#
# Usage: Scripts/bench-lint.sh [CORPUS] [RUNS]     (default: ../shared/corpora, 5 runs)
#        BIN=/path/to/labelcopy Scripts/bench-lint.sh   (time another build, e.g. an older one)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/corpora}
runs=${2:-5}

if [ -z "${BIN:-}" ]; then
  swift build -c release --product labelcopy >/dev/null
fi
bin=${BIN:-.build/release/labelcopy}
json=$(mktemp)
timing=$(mktemp)
trap 'rm -f "$json" "$timing"' EXIT

"$bin" lint "$corpus" --reporter json="$json" >/dev/null || true
read -r files entries findings < <(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d['files'], d['entries'], len(d['findings']))" "$json")

best=""
best_cpu=""
peak=0
load_before=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
for _ in $(seq "$runs"); do
  /usr/bin/time -f "%e %U %S %M" -o "$timing" "$bin" lint "$corpus" --reporter summary >/dev/null || true
  # /usr/bin/time puts "Command exited with non-zero status 1" first when lint finds errors.
  read -r seconds user system kib < <(tail -n 1 "$timing")
  if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$seconds" "$best"; then
    best=$seconds
    best_cpu=$(python3 -c "import sys; print(f'{float(sys.argv[1]) + float(sys.argv[2]):.2f}')" "$user" "$system")
  fi
  [ "$kib" -gt "$peak" ] && peak=$kib
done
load_after=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")

python3 - "$files" "$entries" "$findings" "$best" "$peak" "$(nproc)" "$runs" "$best_cpu" "$load_before" "$load_after" <<'PY'
import sys
files, entries, findings = map(int, sys.argv[1:4])
seconds, peak_kib, cores, runs = float(sys.argv[4]), int(sys.argv[5]), sys.argv[6], sys.argv[7]
cpu, load_before, load_after = sys.argv[8], sys.argv[9], sys.argv[10]
print(f"lint: {files} files, {entries} entries, {findings} findings")
print(f"lint: best of {runs} runs {seconds:.2f} s wall ({cpu} s CPU) on {cores} cores: "
      f"{files / seconds:,.0f} files/s, {entries / seconds:,.0f} entries/s, peak memory {peak_kib / 1024:.0f} MiB")
print(f"lint: load average {load_before} before the runs, {load_after} after")
PY
echo "lint: phases of one more run (LABELCOPY_TIMINGS=1):"
LABELCOPY_TIMINGS=1 "$bin" lint "$corpus" --reporter summary 2>&1 >/dev/null | sed -n 's/^timing: /  /p' || true

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
