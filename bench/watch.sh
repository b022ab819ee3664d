#!/usr/bin/env bash
# What a check of an unchanged chart costs `albums watch`, in the test world
# (fixtures answer at once, the clock never waits, the history is in memory):
# CPU time per check, from runs of 10, 1,000 and 2,000 checks, and the peak
# memory of each, which should stay flat however many checks there are.
#
#   bench/watch.sh
set -euo pipefail
cd "$(dirname "$0")/.."
albums=$(bench/build-release.sh)
. bench/home.sh
export ALBUMS_WORLD=test
mkdir -p bench/results
run() { /usr/bin/time -f "%U %S %M" "$albums" watch --every 1s --checks "$1" --notify none >/dev/null 2>"$home/err.$1"; tail -1 "$home/err.$1"; }
declare -A cpu rss
for checks in 10 1000 2000; do
    read -r user sys kb <<< "$(run "$checks")"
    cpu[$checks]=$(python3 -c "print($user + $sys)")
    rss[$checks]=$kb
    echo "$checks checks: CPU ${cpu[$checks]} s, peak memory $((kb / 1024)) MB"
done
python3 - "${cpu[10]}" "${cpu[1000]}" "${cpu[2000]}" "${rss[10]}" "${rss[1000]}" "${rss[2000]}" <<'PY'
import json, sys
c10, c1000, c2000, r10, r1000, r2000 = map(float, sys.argv[1:])
per = (c2000 - c10) / 1990 * 1000
print(f"CPU per check: {per:.3f} ms; peak memory 10 / 1,000 / 2,000 checks: {r10/1024:.1f} / {r1000/1024:.1f} / {r2000/1024:.1f} MB "
      f"({'flat' if r2000 <= r1000 * 1.1 else 'NOT flat'})")
json.dump({"cpuPerCheckMs": per, "peakMB": {"10": r10 / 1024, "1000": r1000 / 1024, "2000": r2000 / 1024}},
          open("bench/results/watch.json", "w"), indent=2)
PY
