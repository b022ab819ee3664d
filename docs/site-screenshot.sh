#!/usr/bin/env bash
# The README's picture of the site: the stub session's worldwide chart (every
# store's stub chart, `albums world --session stub`), made into a site in a
# fresh HOME and photographed by chromium, headless, at 1200×900.
#   docs/site-screenshot.sh [ALBUMS]     # ALBUMS: the binary to run; by default the debug build
set -euo pipefail
cd "$(dirname "$0")/.."
. docs/albums-binary.sh
command -v chromium >/dev/null || { echo "docs/site-screenshot.sh needs chromium (apt-get install chromium)" >&2; exit 1; }
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
ask() { env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 "$albums" "$@"; }
ask world --session stub > /dev/null
ask site "$home/site" --session stub 2> /dev/null
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,900 \
    --screenshot="$PWD/docs/site-index.png" "file://$home/site/index.html" 2> /dev/null
echo "wrote docs/site-index.png"
