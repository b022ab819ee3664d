#!/usr/bin/env bash
# Start-up: commands that never touch the network, timed from the release
# binary with each transport (ALBUMS_TRANSPORT=curl and urlsession), and a
# check that none of them opens libcurl or the URLSession transport's library
# (FoundationNetworking): each is opened on the first network request only;
# linked, libcurl and its 30 libraries cost about 6 ms before main.
#
#   bench/startup.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
albums=$(bench/build-release.sh)
. bench/home.sh
cover=Fixtures/stub/artwork/cover-01.jpg

mkdir -p bench/results
for transport in curl urlsession; do
    export ALBUMS_TRANSPORT=$transport
    for command in "--version" "settings get sort" "--session stub --limit 1 --plain" "art --file $cover --art none --scale 1/8"; do
        # shellcheck disable=SC2086
        if LD_DEBUG=files "$albums" $command 2>&1 >/dev/null | grep -qE 'libcurl|libAlbumsURLSession|libFoundationNetworking'; then
            echo "albums $command opened a network library with ALBUMS_TRANSPORT=$transport" >&2
            exit 1
        fi
    done
    echo "ALBUMS_TRANSPORT=$transport: no offline command opened libcurl or URLSession"
    python3 bench/timing.py --runs "$runs" --warmup 5 --json "bench/results/startup-$transport.json" \
        "version=$albums --version" \
        "settings=$albums settings get sort" \
        "stub-list=$albums --session stub --limit 1 --plain" \
        "art-eighth=$albums art --file $cover --art none --scale 1/8"
done
