#!/usr/bin/env bash
# The README's and the GUIDE's pictures of the site: a month of every store's
# chart with its worldwide chart (bench/make_world_history.py 30 --long-tail
# --world), made into a site in a fresh HOME and photographed by chromium,
# headless:
#   docs/site-index.png   the index at 1200×900
#   docs/site-album.png   an album's page at 1000×1100
#   docs/site-phone.png   the index on a phone, 390×844
# Names in Japanese, Korean, Arabic and emoji need their fonts
# (apt-get install fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji).
#   docs/site-screenshot.sh [ALBUMS]     # ALBUMS: the binary to run; by default the debug build
set -euo pipefail
cd "$(dirname "$0")/.."
. docs/albums-binary.sh
command -v chromium >/dev/null || { echo "docs/site-screenshot.sh needs chromium (apt-get install chromium)" >&2; exit 1; }
fc-list 2> /dev/null | grep -i "color emoji" > /dev/null || echo "docs/site-screenshot.sh: no emoji font: emoji show as boxes (apt-get install fonts-noto-color-emoji)" >&2
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
ask() { env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 "$albums" "$@"; }
python3 bench/make_world_history.py "$home/.local/state/albums/history" 30 --long-tail --world > /dev/null
ask site "$home/site" --session stub 2> /dev/null
shoot() {
    chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2" --screenshot="$PWD/docs/$1" "file://$home/site/$3" 2> /dev/null
}
shoot site-index.png 1200,900 index.html
shoot site-album.png 1000,1100 albums/1400000000.html
shoot site-phone.png 390,844 index.html
echo "wrote docs/site-index.png, docs/site-album.png, docs/site-phone.png"
