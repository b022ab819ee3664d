#!/usr/bin/env bash
# 1. Median wall time of `albums --session stub --plain --no-history` against jq
#    printing the same columns from the same fixture file. Goal: albums <= 0.6 x jq.
# 2. What the chart history costs, with 400 editions kept (bench/make_history.py):
#    `albums --session stub --plain` with and without --no-history, when today's
#    edition is already kept (every run but the first of a day), and when each
#    run records it (the history file put back before every run), which appends
#    one record to the file. Goal: <= 1 ms recording, <= 0.3 ms reading.
# 3. The same two figures for albums built from BASELINE (default 9e40e48,
#    before appends), with the same 400 editions in the form it reads, in the
#    same interleaved runs: then -> now.
#
#   bench/list.sh [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
baseline=${2:-9e40e48}
command -v jq >/dev/null || { echo "bench/list.sh needs jq" >&2; exit 1; }
albums=$(bench/build-release.sh)
feed=Fixtures/stub/feeds/most-played.json
. bench/home.sh
. bench/baseline.sh "$baseline"
# The last field is the movement, empty with --no-history.
filter='.feed.results | to_entries[] | [(.key + 1 | tostring), .value.id, .value.name, .value.artistName, .value.releaseDate, ([.value.genres[].name | select(. != "Music")][0] // "Music"), .value.url, ""] | @tsv'

# Same output, or the comparison means nothing.
diff <("$albums" --session stub --plain --no-history) <(jq -r "$filter" "$feed") >/dev/null \
    || { echo "albums and jq disagree on the output" >&2; exit 1; }

mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 10 --json bench/results/list.json \
    "albums=$albums --session stub --plain --no-history" \
    "jq=jq -r '$filter' $feed"

# 400 kept editions, the newest the day before the stub feed's.
history=$(python3 bench/make_history.py "$home/state/albums/history" 400)
cp "$history" "$home/400-editions"
"$albums" --session stub --plain >/dev/null   # appends today's edition: 400 kept, the oldest left in the file until it is compacted
test "$(grep -c '^edition' "$history")" = 401 || { echo "expected 401 editions in the file" >&2; exit 1; }
test "$(grep -c '^append' "$history")" = 1 || { echo "expected today's edition appended" >&2; exit 1; }
# The baseline's own state folder, with the same editions in the first form (which it reads).
then_home=$home/then
then_history=$then_home/state/albums/history/$(basename "$history")
mkdir -p "$(dirname "$then_history")"
sed '1s/albums-history 2/albums-history 1/' "$home/400-editions" > "$home/400-editions-v1"
cp "$home/400-editions-v1" "$then_history"
then_env="env HOME=$then_home XDG_CONFIG_HOME=$then_home/config XDG_CACHE_HOME=$then_home/cache XDG_STATE_HOME=$then_home/state"
$then_env "$old" --session stub --plain >/dev/null
test "$(grep -c '^edition' "$then_history")" = 400 || { echo "expected the baseline to keep 400 editions" >&2; exit 1; }
python3 bench/timing.py --runs "$runs" --warmup 10 --interleave --json bench/results/list-history-kept.json \
    "history=$albums --session stub --plain" \
    "none=$albums --session stub --plain --no-history" \
    "then-history=$then_env $old --session stub --plain" \
    "then-none=$then_env $old --session stub --plain --no-history"
python3 bench/timing.py --runs "$runs" --warmup 10 --interleave \
    --prepare "cp $home/400-editions $history; cp $home/400-editions-v1 $then_history" \
    --json bench/results/list-history-recording.json \
    "history=$albums --session stub --plain" \
    "none=$albums --session stub --plain --no-history" \
    "then-history=$then_env $old --session stub --plain" \
    "then-none=$then_env $old --session stub --plain --no-history"
python3 - <<'PY'
import json
r = json.load(open("bench/results/list.json"))
ratio = r["albums"]["median"] / r["jq"]["median"]
print(f"albums / jq = {ratio:.2f} (goal <= 0.60): {'met' if ratio <= 0.6 else 'NOT met'}")
for name, goal in (("kept", 0.3), ("recording", 1.0)):
    h = json.load(open(f"bench/results/list-history-{name}.json"))
    extra = h["history"]["median"] - h["none"]["median"]
    then = h["then-history"]["median"] - h["then-none"]["median"]
    print(f"history, today's edition {name}: +{then:.2f} -> +{extra:.2f} ms (goal <= {goal} ms): {'met' if extra <= goal else 'NOT met'}")
PY
