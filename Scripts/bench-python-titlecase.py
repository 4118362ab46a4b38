#!/usr/bin/env python3
"""Times the `titlecase` PyPI package over a titles file, for comparison with labelcopy-bench.

Usage:
    swift run -c release labelcopy-bench --write-titles /tmp/titles.txt
    python3 Scripts/bench-python-titlecase.py /tmp/titles.txt [LABELCOPY_TITLES_PER_SECOND]

The titles file has one title per line (as written by `labelcopy-bench --write-titles`).
Given labelcopy's titles-per-second figure, prints the ratio labelcopy / Python. Exits 0
without timing anything when `titlecase` is not installed (`pip install titlecase`).

Note what is compared: `titlecase()` only re-cases a title, while labelcopy tokenizes it and
runs every rule; the ratio understates labelcopy's work per title.
"""

import os
import resource
import sys
import time


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 64
    try:
        from titlecase import titlecase
    except ImportError:
        print("titlecase is not installed (pip install titlecase); nothing timed.")
        return 0

    path = argv[1]
    labelcopy_rate = None
    if len(argv) > 2:
        try:
            labelcopy_rate = float(argv[2])
        except ValueError:
            print(f"error: labelcopy's titles per second must be a number, not {argv[2]!r}", file=sys.stderr)
            return 64
    try:
        with open(path, encoding="utf-8") as handle:
            titles = [line.rstrip("\n").rstrip("\r") for line in handle]
    except OSError as error:
        print(f"error: cannot read {path}: {error}", file=sys.stderr)
        return 66
    titles = [title for title in titles if title]
    if not titles:
        print(f"error: {path} has no titles", file=sys.stderr)
        return 65

    pinned = "not pinned"
    if hasattr(os, "sched_setaffinity") and hasattr(os, "sched_getaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        pinned = f"pinned to cpu {cpu}"

    checksum = 0
    wall_start = time.perf_counter()
    cpu_start = time.process_time()
    for title in titles:
        # Fold every result into the checksum so the work is observable.
        checksum = (checksum * 31 + len(titlecase(title))) & 0xFFFFFFFFFFFFFFFF
    cpu_seconds = time.process_time() - cpu_start
    wall_seconds = time.perf_counter() - wall_start

    count = len(titles)
    cpu_rate = count / cpu_seconds if cpu_seconds > 0 else float("inf")
    wall_rate = count / wall_seconds if wall_seconds > 0 else float("inf")
    # ru_maxrss is KiB on Linux, bytes on macOS.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_kib = peak // 1024 if sys.platform == "darwin" else peak

    print(f"titles:             {count}")
    print(f"core:               {pinned}")
    print(f"seconds:            {wall_seconds:.3f} wall, {cpu_seconds:.3f} CPU")
    print(f"titles per second:  {wall_rate:.0f} wall, {cpu_rate:.0f} CPU")
    print(f"ns per title:       {1e9 / wall_rate:.1f} wall, {1e9 / cpu_rate:.1f} CPU")
    print(f"peak memory:        {peak_kib} KiB (ru_maxrss)")
    print(f"checksum:           {checksum:#x}")
    if labelcopy_rate is not None:
        print(f"labelcopy / python: {labelcopy_rate / cpu_rate:.2f}x (against Python's CPU rate)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
