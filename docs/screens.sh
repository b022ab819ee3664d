#!/usr/bin/env bash
# Captures the browser's screens for the README, as a new user sees them in
# the stub session: tmux's own capture (`capture-pane -e`, colours and all)
# into docs/screens/NAME.ans, each rendered to docs/screens/NAME.svg by
# docs/render-screen.py. A tmux server of its own (-L), stopped at the end.
#   docs/screens.sh [ALBUMS]     # ALBUMS: the binary to run; by default the debug build
set -euo pipefail
cd "$(dirname "$0")/.."
. docs/albums-binary.sh
command -v tmux >/dev/null || { echo "screens.sh needs tmux" >&2; exit 1; }
home=$(mktemp -d)
sockets=()
cleanup() { for socket in "${sockets[@]}"; do tmux -L "$socket" kill-server 2>/dev/null || true; done; rm -rf "$home"; }
trap cleanup EXIT
out=docs/screens

# Waits (at most 10 s) until the window shows TEXT.
wait_for() {
    for _ in $(seq 1 200); do
        tmux -L "$socket" capture-pane -p -t 0 | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    echo "the screen never showed: $1" >&2
    tmux -L "$socket" capture-pane -p -t 0 >&2
    return 1
}

# capture NAME: the window, with its colours, and its picture.
capture() {
    sleep 0.3 # the last frame's cells settle (covers decode in the background)
    tmux -L "$socket" capture-pane -p -e -t 0 > "$out/$1.ans"
    python3 docs/render-screen.py "$out/$1.ans" "$out/$1.svg"
}

# start COLUMNS ROWS: albums browse in a fresh window of that size (a server of its own).
start() {
    socket="albums-screens-$$-$1x$2"
    sockets+=("$socket")
    tmux -L "$socket" -f /dev/null new-session -d -x "$1" -y "$2" \
        "env -i PATH=/usr/bin:/bin HOME=$home TERM=xterm-256color COLORTERM=truecolor LANG=C.UTF-8 '$albums' browse --session stub --art blocks"
    wait_for "Golden Rive"
}

keys() { tmux -L "$socket" send-keys -t 0 "$@"; }

start 80 24
keys j j
wait_for "Summer Camp"
capture chart-80x24
keys c
wait_for "New entries"
capture news-80x24
keys Escape Enter
wait_for "Tracks ·"
keys Tab
for _ in $(seq 1 12); do keys j; done
wait_for "Enter play"
capture tracks-80x24

start 120 40
keys j j j
capture chart-120x40
keys /
keys -l neon
keys Enter
wait_for "Neon Horizons"
keys Down Enter
wait_for "Tracks ·"
capture search-result-120x40
echo "captured $(ls $out/*.ans | wc -l) screens in $out"
