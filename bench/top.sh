#!/usr/bin/env bash
# `albums top --year 2026` (and --by artist) over a kept history of 400 daily
# editions of 200 albums each (bench/make_history.py), the stub session: no
# network, the whole history read and summed. Goal <= 50 ms (median).
#
#   bench/top.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
albums=$(bench/build-release.sh)
. bench/home.sh
export ALBUMS_SESSION=stub
python3 bench/make_history.py "$home/state/albums/history" 400 200 > /dev/null
"$albums" top --year 2026 --plain --limit 100 | awk -F"\t" 'END { if (NR != 100) { print "expected 100 rows, got " NR; exit 1 } }'
mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 3 --json bench/results/top.json \
    "albums=$albums top --year 2026" "artists=$albums top --year 2026 --by artist"
python3 - <<'PY'
import json
r = json.load(open("bench/results/top.json"))
for name in ("albums", "artists"):
    m = r[name]["median"]
    print(f"top --year 2026{' --by artist' if name == 'artists' else ''}, 400 editions of 200: {m:.1f} ms median, "
          f"CPU {r[name]['cpu']['median']:.1f} ms (goal <= 50 ms): {'met' if m <= 50 else 'NOT met'}")
PY
