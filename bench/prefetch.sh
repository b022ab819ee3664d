#!/usr/bin/env bash
# Prefetching 100 covers from a loopback server that adds 50 ms to every request:
# `albums prefetch` (6 downloads at once, the default) against `xargs -P 6 curl`
# fetching the same URLs. Goal: albums <= 1.1 x curl's wall time. Then a second
# `albums prefetch` on the filled cache must make zero requests.
#
#   bench/prefetch.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
command -v curl >/dev/null || { echo "bench/prefetch.sh needs curl" >&2; exit 1; }
albums=$(bench/build-release.sh)
. bench/home.sh
. bench/loopback.sh 50
requests() { curl -sf "http://127.0.0.1:$port/stats" | python3 -c 'import json, sys; print(json.load(sys.stdin)["requests"])'; }

export ALBUMS_WORLD=device
feed="http://127.0.0.1:$port/feed.json"
# The same 100 URLs albums asks for: the feed's artwork at 600x600.
curl -sf "$feed" | python3 -c '
import json, re, sys
for entry in json.load(sys.stdin)["feed"]["results"]:
    print(re.sub(r"\d+x\d+bb\.jpg$", "600x600bb.jpg", entry["artworkUrl100"]))' > "$home/urls"
[ "$(wc -l < "$home/urls")" -eq 100 ] || { echo "expected 100 artwork URLs" >&2; exit 1; }

mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/prefetch.json \
    --prepare "rm -rf '$home/cache'" \
    "albums=$albums prefetch --feed $feed --jobs 6" \
    "curl=xargs -P 6 -n 1 -a $home/urls curl -sf -o /dev/null"

# A second run on a filled cache.
rm -rf "$home/cache"
"$albums" prefetch --feed "$feed" 2>/dev/null
before=$(requests)
second=$("$albums" prefetch --feed "$feed" 2>&1)
after=$(requests)
echo "second run: $second"
echo "second run requests: $((after - before)) (goal: 0)"
python3 - "$((after - before))" <<'PY'
import json, sys
r = json.load(open("bench/results/prefetch.json"))
ratio = r["albums"]["median"] / r["curl"]["median"]
r["secondRunRequests"] = int(sys.argv[1])
json.dump(r, open("bench/results/prefetch.json", "w"), indent=2)
print(f"albums / curl = {ratio:.2f} (goal <= 1.10): {'met' if ratio <= 1.1 else 'NOT met'}")
PY
