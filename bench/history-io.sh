#!/usr/bin/env bash
# `albums history --export` of a kept history of 400 daily editions of 200
# albums (bench/make_history.py), and `--import` of that file into an empty
# state; goal <= 200 ms each (median). Then the round trip: the state the
# import made exports byte for byte the same file (every edition kept).
#
#   bench/history-io.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
albums=$(bench/build-release.sh)
. bench/home.sh
source_state=$home/source
python3 bench/make_history.py "$source_state/albums/history" 400 200 > /dev/null
XDG_STATE_HOME=$source_state "$albums" history --export "$home/export.json" 2>/dev/null
mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/history-export.json \
    "export=env XDG_STATE_HOME=$source_state $albums history --export $home/again.json"
# Each import into a state emptied first (--prepare, not timed).
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/history-import.json \
    --prepare "rm -rf $home/target" \
    "import=env XDG_STATE_HOME=$home/target $albums history --import $home/export.json"
rm -rf "$home/target"
XDG_STATE_HOME=$home/target "$albums" history --import "$home/export.json" 2>/dev/null
XDG_STATE_HOME=$home/target "$albums" history --export "$home/round-trip.json" 2>/dev/null
same=no; cmp -s "$home/export.json" "$home/round-trip.json" && same=yes
editions=$(python3 -c "import json, sys; print(sum(len(c['editions']) for c in json.load(open(sys.argv[1]))['charts']))" "$home/round-trip.json")
bytes=$(wc -c < "$home/export.json")
python3 - "$same" "$editions" "$bytes" <<'PY'
import json, sys
same, editions, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
e = json.load(open("bench/results/history-export.json"))["export"]
i = json.load(open("bench/results/history-import.json"))["import"]
print(f"export, 400 editions of 200 ({size / 1e6:.1f} MB of JSON): {e['median']:.0f} ms median, CPU {e['cpu']['median']:.0f} ms (goal <= 200 ms): {'met' if e['median'] <= 200 else 'NOT met'}")
print(f"import into an empty state: {i['median']:.0f} ms median, CPU {i['cpu']['median']:.0f} ms (goal <= 200 ms): {'met' if i['median'] <= 200 else 'NOT met'}")
print(f"round trip: {editions} editions after import; the same file exported again: {same}")
PY
