#!/usr/bin/env bash
# A 10,000-album feed (the stub's 100 albums a hundred times over, each its own
# id: about 4 MB), served from loopback: `albums --feed URL --cache none
# --no-history --plain` (fetch, decode every entry, list the first 100) against
# Python's json.load of the same file, and albums built from BASELINE (default
# 9e40e48, before the feed reader) the same way. Wall time by hyperfine
# (medians of RUNS, default 20), peak memory by /usr/bin/time (median of 5).
# Goals: <= 120 ms and <= 40 MB.
#
#   bench/feed.sh [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
baseline=${2:-9e40e48}
command -v hyperfine >/dev/null || { echo "bench/feed.sh needs hyperfine (apt-get install hyperfine)" >&2; exit 1; }
albums=$(bench/build-release.sh)
. bench/home.sh
. bench/baseline.sh "$baseline"
mkdir -p "$home/www"
python3 - "$home/www/feed.json" <<'PY'
import json, sys
feed = json.load(open("Fixtures/stub/feeds/most-played.json", encoding="utf-8"))
stub = feed["feed"]["results"]
results = []
for copy in range(100):
    for entry in stub:
        entry = dict(entry)
        entry["id"] = str(1_600_000_000 + copy * 1000 + len(results) % 1000)
        entry["name"] = f"{entry['name']} ({copy})" if copy else entry["name"]
        results.append(entry)
feed["feed"]["results"] = results
json.dump(feed, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False)
PY
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$home/www" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; git worktree remove --force "$home/baseline"; rm -rf "$home"' EXIT
for _ in $(seq 1 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/feed.json')" 2>/dev/null && break; sleep 0.1; done
url="http://127.0.0.1:$port/feed.json"
export ALBUMS_WORLD=device
args="--feed $url --cache none --no-history --plain"
# The same first 100 albums from both, or the comparison means nothing.
# shellcheck disable=SC2086
diff <("$albums" $args) <("$old" $args) >/dev/null || { echo "albums and albums@$baseline list different albums" >&2; exit 1; }

mkdir -p bench/results
hyperfine -N --warmup 2 --runs "$runs" --export-json bench/results/feed.json \
    -n albums "$albums $args" \
    -n "albums@$baseline" "$old $args" \
    -n python "python3 -c 'import json, sys; json.load(open(sys.argv[1]))' $home/www/feed.json" >/dev/null
peak() { for _ in 1 2 3 4 5; do /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 3p; }
# shellcheck disable=SC2086
now=$(peak "$albums" $args)
# shellcheck disable=SC2086
then=$(peak "$old" $args)
python3 - "$baseline" "$now" "$then" "$(stat -c %s "$home/www/feed.json")" <<'PY'
import json, sys
base, now, then, size = sys.argv[1], int(sys.argv[2]) / 1024, int(sys.argv[3]) / 1024, int(sys.argv[4])
r = {x["command"]: sorted(x["times"])[len(x["times"]) // 2] * 1000 for x in json.load(open("bench/results/feed.json"))["results"]}
print(f"feed: 10,000 albums, {size / 1e6:.1f} MB")
print(f"albums: {r['albums@' + base]:.1f} -> {r['albums']:.1f} ms (python json.load: {r['python']:.1f} ms), goal <= 120 ms: {'met' if r['albums'] <= 120 else 'NOT met'}")
print(f"peak memory: {then:.1f} -> {now:.1f} MB, goal <= 40 MB: {'met' if now <= 40 else 'NOT met'}")
PY
