#!/usr/bin/env bash
# `albums world` over every store (171) behind a loopback server that answers
# each request after 50 ms. Warm: every store's chart in the cache (fresh), so
# nothing is asked; goal <= 150 ms (median). Cold: --cache none, every store
# asked, at most six at once; goal <= 3 s (median). Both keep the history, as a
# user's run does (the warm runs find their editions already kept).
#
#   bench/world.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
albums=$(bench/build-release.sh)
. bench/home.sh
. bench/loopback.sh 50

export ALBUMS_WORLD=device
feed="http://127.0.0.1:$port/{country}/feed.json"
mkdir -p bench/results
# One run fills the cache (and the history) before the warm runs.
"$albums" world --feed "$feed" --limit 1 > /dev/null
before=$(python3 -c "import json, urllib.request; print(json.load(urllib.request.urlopen('http://127.0.0.1:$port/stats'))['requests'])")
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/world-warm.json \
    "warm=$albums world --feed $feed"
after=$(python3 -c "import json, urllib.request; print(json.load(urllib.request.urlopen('http://127.0.0.1:$port/stats'))['requests'])")
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/world-cold.json \
    "cold=$albums world --feed $feed --cache none"
python3 - "$before" "$after" <<'PY'
import json, sys
warm = json.load(open("bench/results/world-warm.json"))["warm"]
cold = json.load(open("bench/results/world-cold.json"))["cold"]
asked = int(sys.argv[2]) - int(sys.argv[1])
print(f"warm, 171 stores from the cache: {warm['median']:.0f} ms median, CPU {warm['cpu']['median']:.0f} ms "
      f"(goal <= 150 ms): {'met' if warm['median'] <= 150 else 'NOT met'}; requests during the warm runs: {asked}")
print(f"cold, 171 stores at 50 ms each, six at once: {cold['median']:.0f} ms median, CPU {cold['cpu']['median']:.0f} ms "
      f"(goal <= 3000 ms): {'met' if cold['median'] <= 3000 else 'NOT met'}")
PY
