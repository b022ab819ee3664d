#!/usr/bin/env bash
# albums browse on a pseudo-terminal (bench/browse.py): launch to the first full
# frame of the stub chart (goal <= 30 ms, median of 30) in a terminal answering
# every question (kitty), and in one answering DA1 alone (VTE's: albums waits
# 50 ms for the rest, once per terminal session), bytes written per
# keypress with covers off (goal <= 2 KB), and 1,000 keypresses (frames drawn,
# the largest backlog of keys not yet drawn, CPU time per keypress).
#
#   bench/browse.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
albums=$(bench/build-release.sh)
mkdir -p bench/results
python3 bench/browse.py "$albums" --runs "${1:-30}" --json bench/results/browse.json
