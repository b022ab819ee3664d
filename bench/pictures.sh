#!/usr/bin/env bash
# Drawing a 600×600 cover 40 columns wide in each mode, from the release
# binary (`albums art --file`: decode, fit, draw; the output discarded), and
# what asking the terminal costs: `albums art` under a fake terminal that
# answers (as foot does), one that never answers, and with the mode chosen
# (nothing asked). The fake terminal's own start-up is in all three alike.
#
#   bench/pictures.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
albums=$(bench/build-release.sh)
. bench/home.sh
cover=Fixtures/stub/artwork/cover-01.jpg
mkdir -p bench/results

commands=()
for mode in ansi256 blocks quadrant sextant sextant256 kitty; do
    commands+=("$mode=$albums art --file $cover --art-width 40 --art $mode")
done
for dither in none ordered diffusion; do
    commands+=("sixel-$dither=$albums art --file $cover --art-width 40 --art sixel --dither $dither")
done
python3 bench/timing.py --runs "$runs" --warmup 3 --json bench/results/pictures.json "${commands[@]}"

fake="python3 Tests/Tools/fake-terminal.py"
python3 bench/timing.py --runs "$runs" --warmup 3 --interleave --json bench/results/terminal-questions.json \
    "chosen=$fake sixel /dev/null $albums art 13 --session stub --art-width 12 --art blocks" \
    "answered=$fake sixel /dev/null $albums art 13 --session stub --art-width 12 --art auto" \
    "silent=$fake silent /dev/null $albums art 13 --session stub --art-width 12 --art auto"
