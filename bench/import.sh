#!/usr/bin/env bash
# `albums history import` at scale (bench/make_export.py writes the files):
# - 5,000 charts of one edition of one album each (about 1 MB): goal < 5 s,
#   median of RUNS (default 5), each into an emptied state;
# - 171 charts of 30 editions of 100 albums (about 48 MB): peak memory under
#   100 MB and about 1.5x the file (median of 5, /usr/bin/time), and its time.
#   The ratio is given both whole and past what albums holds for any import
#   (the small file's peak: the binary, its libraries and the first chart).
#
#   bench/import.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
albums=$(bench/build-release.sh)
. bench/home.sh
python3 bench/make_export.py "$home/small.json" 5000 1 1
python3 bench/make_export.py "$home/large.json" 171 30 100
mkdir -p bench/results "$home/aside"
# Each import into a new state: the last one moved aside, not removed (ext4 is
# much slower to create files shortly after as many were deleted; see site.sh).
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/import.json \
    --prepare "[ ! -e $home/target ] || mv $home/target $home/aside/\$(date +%s%N)" \
    "small=env XDG_STATE_HOME=$home/target $albums history import $home/small.json" \
    "large=env XDG_STATE_HOME=$home/target $albums history import $home/large.json"
peak() { for _ in 1 2 3 4 5; do [ ! -e "$home/target" ] || mv "$home/target" "$home/aside/$(date +%s%N)"; XDG_STATE_HOME=$home/target /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 3p; }
large_kb=$(peak "$albums" history import "$home/large.json")
small_kb=$(peak "$albums" history import "$home/small.json")
files=$(find "$home/target" -type f | wc -l)
python3 - "$large_kb" "$small_kb" "$(stat -c %s "$home/large.json")" "$(stat -c %s "$home/small.json")" "$files" <<'PY'
import json, sys
large_kb, small_kb, large, small, files = (int(x) for x in sys.argv[1:])
r = json.load(open("bench/results/import.json"))
s, l = r["small"]["median"], r["large"]["median"]
peak = large_kb * 1024
print(f"5,000 one-edition charts ({small / 1e6:.1f} MB): {s:.0f} ms median, peak {small_kb / 1024:.0f} MB, {files} files; goal < 5 s: {'met' if s < 5000 else 'NOT met'}")
base = small_kb * 1024
print(f"171 charts x 30 editions ({large / 1e6:.1f} MB): {l:.0f} ms median; peak memory {peak / 1e6:.0f} MB = {peak / large:.2f}x the file, "
      f"{(peak - base) / large:.2f}x past the {base / 1e6:.0f} MB any import takes; "
      f"goal < 100 MB and about 1.5x: {'met' if peak < 100e6 and peak <= 1.6 * large else 'NOT met'}")
PY
