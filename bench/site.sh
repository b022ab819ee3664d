#!/usr/bin/env bash
# `albums site` over two histories of every Apple Music store's chart (171),
# 30 daily editions each (bench/make_world_history.py), with `albums world
# --session stub` on top (a 31st edition and the worldwide chart), side by
# side in one run:
#   shared:    the stores share most albums (about 200 albums, 200 artists);
#   long-tail: each region's stores chart mostly their own albums, and every
#              day's worldwide chart is kept (--long-tail --world: about 6,300
#              albums and 1,500 artists, 13,700 pages), as real charts are.
# For each, medians of RUNS (default 5):
#   export:  albums history export FILE        (every kept chart read and written out)
#   cp:      cp -r of the built site           (the floor: the same files written, nothing computed)
#   site:    albums site DIR into a new folder (the first build; cp and site taken in turn)
#   again:   albums site DIR with nothing new  (goal: nothing rewritten)
# and the peak memory of export and site (wait4's ru_maxrss).
# Goals, on the long-tail history: site <= 1.2 x cp, again <= 0.2 x export,
# site's peak memory <= 2 x export's.
#
#   bench/site.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
albums=$(bench/build-release.sh)
. bench/home.sh
mkdir -p bench/results
for history in shared long-tail; do
    state=$home/$history/state
    flags=()
    [ "$history" = long-tail ] && flags=(--long-tail --world)
    python3 bench/make_world_history.py "$state/albums/history" 30 "${flags[@]}" > /dev/null
    run=(env "XDG_STATE_HOME=$state" "$albums")
    "${run[@]}" world --session stub > /dev/null 2>&1
    "${run[@]}" site "$home/$history/site" --session stub 2> /dev/null
    find "$home/$history/site" -type f -printf '%s\n' | awk '{ n++; bytes += $1 } END { print n, bytes }' > "$home/$history/size"
    python3 bench/timing.py --runs "$runs" --warmup 1 --json "bench/results/site-$history-export.json" \
        "export=env XDG_STATE_HOME=$state $albums history export $home/$history/export.json"
    # Each build and each copy into a folder that never was (the last ones moved aside, not deleted: ext4 makes
    # thousands of new files slower right after as many were deleted), the two taken in turn, each after the last
    # one's files are on disk (sync, untimed: else a run pays for the writing back of the one before it).
    python3 bench/timing.py --runs "$runs" --warmup 1 --interleave --json "bench/results/site-$history-first.json" \
        --prepare "n=\$(date +%s%N); mv $home/$history/fresh $home/$history/old-site-\$n 2>/dev/null; mv $home/$history/copy $home/$history/old-copy-\$n 2>/dev/null; sync" \
        "site=env XDG_STATE_HOME=$state $albums site $home/$history/fresh --session stub" \
        "cp=cp -r $home/$history/site $home/$history/copy"
    python3 bench/timing.py --runs "$runs" --warmup 1 --json "bench/results/site-$history-again.json" \
        "again=env XDG_STATE_HOME=$state $albums site $home/$history/site --session stub"
    # `again` rewrote nothing: every file's time is as the first build left it.
    find "$home/$history/site" -type f -newer "$home/$history/site/.albums-site" | wc -l > "$home/$history/newer"
done
python3 - "$home" <<'PY'
import json, sys
home = sys.argv[1]
figures = {}
for history in ("shared", "long-tail"):
    r = {}
    for part in ("export", "first", "again"):
        r.update(json.load(open(f"bench/results/site-{history}-{part}.json")))
    files, size = map(int, open(f"{home}/{history}/size").read().split())
    newer = int(open(f"{home}/{history}/newer").read())
    figures[history] = (r, files, size, newer)
print(f"{'':>34} {'shared':>14} {'long-tail':>14}")
def line(label, values):
    print(f"{label:>34} " + " ".join(f"{v:>14}" for v in values))
line("files (MB)", [f"{f:,} ({s / 1e6:.0f})" for r, f, s, n in figures.values()])
for name, label in (("export", "history export"), ("cp", "cp -r (floor)"), ("site", "site, first build"), ("again", "site, nothing new")):
    line(f"{label}, ms", [f"{r[name]['median']:.0f}" for r, f, s, n in figures.values()])
line("site / cp", [f"{r['site']['median'] / r['cp']['median']:.2f}x" for r, f, s, n in figures.values()])
line("again / export", [f"{r['again']['median'] / r['export']['median']:.2f}x" for r, f, s, n in figures.values()])
line("peak MB: export, site", [f"{r['export']['rss']['max']:.0f}, {r['site']['rss']['max']:.0f}" for r, f, s, n in figures.values()])
line("site's memory / export's", [f"{r['site']['rss']['max'] / r['export']['rss']['max']:.2f}x" for r, f, s, n in figures.values()])
line("files newer than the manifest", [f"{n}" for r, f, s, n in figures.values()])
r, f, s, n = figures["long-tail"]
goals = (("site <= 1.2 x cp", r["site"]["median"] / r["cp"]["median"], 1.2),
         ("again <= 0.2 x export", r["again"]["median"] / r["export"]["median"], 0.2),
         ("site's peak memory <= 2 x export's", r["site"]["rss"]["max"] / r["export"]["rss"]["max"], 2.0))
print("goals, on the long-tail history:")
for label, ratio, goal in goals:
    print(f"  {label}: {ratio:.2f}: {'met' if ratio <= goal else 'NOT met'}")
print(f"  nothing rewritten with nothing new: {'met' if n == 0 else 'NOT met'} ({n} files newer)")
PY
