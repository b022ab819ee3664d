#!/usr/bin/env bash
# `albums site` over a year of the world's charts in small: every store's
# chart (171) with 30 daily editions kept (bench/make_world_history.py), then
# `albums world --session stub` on top (a 31st edition and the worldwide
# chart). Side by side in one run, medians of RUNS (default 5):
#   export:  albums history --export FILE      (every kept chart read and written out)
#   site:    albums site DIR into a new folder (the first build)
#   again:   albums site DIR with nothing new  (goal: nothing rewritten)
#   artist:  albums artist NAME                (one artist over every kept chart)
# Goals: site <= 1.5 x export, again <= 0.2 x export, artist <= 0.2 x export.
#
#   bench/site.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
albums=$(bench/build-release.sh)
. bench/home.sh
python3 bench/make_world_history.py "$XDG_STATE_HOME/albums/history" 30 > /dev/null
"$albums" world --session stub > /dev/null 2>&1
"$albums" site "$home/site" --session stub 2> /dev/null
pages=$(find "$home/site" -name '*.html' | wc -l)
mkdir -p bench/results
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/site-export.json "export=$albums history --export $home/export.json"
# Each first build into a folder that never was (the last one moved aside, not deleted:
# ext4 makes thousands of new files slower right after as many were deleted).
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/site-first.json --prepare "mv $home/fresh $home/old-\$(date +%s%N) 2>/dev/null; true" \
    "site=$albums site $home/fresh --session stub"
python3 bench/timing.py --runs "$runs" --warmup 1 --json bench/results/site-again.json \
    "again=$albums site $home/site --session stub" \
    "artist=$albums artist 'World Artist 5' --session stub"
# `again` rewrote nothing: every page's time is as the first build left it.
before=$(find "$home/site" -type f -newer "$home/site/.albums-site" | wc -l)
python3 - "$pages" "$before" <<'PY'
import json, sys
pages, newer = int(sys.argv[1]), int(sys.argv[2])
r = {}
for part in ("export", "first", "again"):
    r.update({name: figures["median"] for name, figures in json.load(open(f"bench/results/site-{part}.json")).items()})
export = r["export"]
print(f"{pages} pages; export {export:.0f} ms")
for name, goal in (("site", 1.5), ("again", 0.2), ("artist", 0.2)):
    ratio = r[name] / export
    print(f"{name:>7}: {r[name]:7.1f} ms = {ratio:.2f} x export (goal <= {goal}): {'met' if ratio <= goal else 'NOT met'}")
print(f"  again: {newer} files newer than the manifest (goal 0): {'met' if newer == 0 else 'NOT met'}")
PY
