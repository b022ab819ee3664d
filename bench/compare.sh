#!/usr/bin/env bash
# `albums compare` over five stores whose server answers after 500 ms each:
# they load at once (at most six at a time), so the whole compare should take
# about one answer, not five. Goal: <= 800 ms (median). For scale, the same
# command with one store.
#
#   bench/compare.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
albums=$(bench/build-release.sh)
. bench/home.sh
. bench/loopback.sh 500

export ALBUMS_WORLD=device
feed="http://127.0.0.1:$port/{country}/feed.json"
mkdir -p bench/results
# --cache none: every run asks the server again, as a first run of the day would.
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/compare.json \
    "five=$albums compare us gb jp kr de --feed $feed --cache none --no-history" \
    "one=$albums --feed $feed --country us --cache none --no-history"
python3 - <<'PY'
import json
r = json.load(open("bench/results/compare.json"))
five = r["five"]["median"]
print(f"five stores: {five:.0f} ms (goal <= 800 ms): {'met' if five <= 800 else 'NOT met'}; one store: {r['one']['median']:.0f} ms")
PY
