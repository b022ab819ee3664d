#!/usr/bin/env bash
# Median wall time of `albums --session stub --plain` against jq printing the same
# columns from the same fixture file. Goal: albums <= 0.6 x jq.
#
#   bench/list.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
command -v jq >/dev/null || { echo "bench/list.sh needs jq" >&2; exit 1; }
albums=$(bench/build-release.sh)
feed=Fixtures/stub/feeds/most-played.json
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache
filter='.feed.results | to_entries[] | [(.key + 1 | tostring), .value.id, .value.name, .value.artistName, .value.releaseDate, ([.value.genres[].name | select(. != "Music")][0] // "Music"), .value.url] | @tsv'

# Same output, or the comparison means nothing.
diff <("$albums" --session stub --plain) <(jq -r "$filter" "$feed") >/dev/null \
    || { echo "albums and jq disagree on the output" >&2; exit 1; }

mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 10 --json bench/results/list.json \
    "albums=$albums --session stub --plain" \
    "jq=jq -r '$filter' $feed"
python3 - <<'PY'
import json
r = json.load(open("bench/results/list.json"))
ratio = r["albums"]["median"] / r["jq"]["median"]
print(f"albums / jq = {ratio:.2f} (goal <= 0.60): {'met' if ratio <= 0.6 else 'NOT met'}")
PY
