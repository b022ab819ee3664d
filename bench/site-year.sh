#!/usr/bin/env bash
# `albums site` over a year: every store's chart (171) with 365 daily editions
# and a long tail (bench/make_world_history.py 365 --long-tail --world), then
# `albums world --session stub` on top. One run each (a year's site is
# gigabytes): history export, the first build, cp -r of the site, a run with
# nothing new; time, pages, size and peak memory, for docs/PERFORMANCE.md.
#
#   bench/site-year.sh [DAYS]     # DAYS: 365 by default
set -euo pipefail
cd "$(dirname "$0")/.."
days=${1:-365}
albums=$(bench/build-release.sh)
. bench/home.sh
python3 bench/make_world_history.py "$XDG_STATE_HOME/albums/history" "$days" --long-tail --world > /dev/null
"$albums" world --session stub > /dev/null 2>&1
echo "history: $(du -sm "$XDG_STATE_HOME/albums/history" | cut -f1) MB kept, $(ls "$XDG_STATE_HOME/albums/history" | wc -l) files"
measure() {
    local label=$1; shift
    sync
    /usr/bin/time -f "$label: %e s, %U s user, %S s system, peak %M KB" "$@" > /dev/null 2> "$home/time.log" || { cat "$home/time.log" >&2; exit 1; }
    tail -1 "$home/time.log"
}
measure "history export" "$albums" history export "$home/export.json"
measure "site, first build" "$albums" site "$home/site" --session stub
echo "site: $(find "$home/site" -name '*.html' | wc -l) pages, $(find "$home/site" -type f | wc -l) files, $(du -sm "$home/site" | cut -f1) MB"
measure "cp -r of the site" cp -r "$home/site" "$home/copy"
measure "site, nothing new" "$albums" site "$home/site" --session stub
