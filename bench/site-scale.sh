#!/usr/bin/env bash
# `albums site` linear in what it shows: histories of 20,000 and 100,000
# albums (each album and artist new: bench/make_scale_history.py, 20 and 100
# charts of 10 editions of 100), one build each. Reports time, CPU in user
# space, files and peak memory; goal: the CPU per album of the large one at
# most 1.25x the small one's (a quadratic step shows as 5x).
#
#   bench/site-scale.sh
set -euo pipefail
cd "$(dirname "$0")/.."
albums=$(bench/build-release.sh)
. bench/home.sh
for charts in 20 100; do
    state=$home/$charts/state
    python3 bench/make_scale_history.py "$state/albums/history" "$charts" 10 100 > /dev/null
    sync
    env "XDG_STATE_HOME=$state" /usr/bin/time -f "%e %U %M" "$albums" site "$home/$charts/site" --session stub 2> "$home/$charts/time" > /dev/null
    tail -1 "$home/$charts/time" > "$home/$charts/figures"
    find "$home/$charts/site" -type f | wc -l >> "$home/$charts/figures"
done
python3 - "$home" <<'PY'
import sys
home = sys.argv[1]
rows = {}
for charts in (20, 100):
    lines = open(f"{home}/{charts}/figures").read().split("\n")
    wall, user, peak = lines[0].split()
    rows[charts] = (float(wall), float(user), int(peak) / 1024, int(lines[1]))
for charts, (wall, user, peak, files) in rows.items():
    print(f"{charts * 1000:>7,} albums: {wall:6.1f} s, {user:5.2f} s of CPU in user space, {files:,} files, peak {peak:.0f} MB")
ratio = (rows[100][1] / 100) / (rows[20][1] / 20)
print(f"CPU per album, large / small: {ratio:.2f} (goal <= 1.25): {'met' if ratio <= 1.25 else 'NOT met'}")
PY
