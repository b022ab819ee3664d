#!/usr/bin/env bash
# Builds the release binary the way it ships: optimised, with the Swift runtime
# and Foundation linked in statically, so it starts about twice as fast as a
# dynamically linked one (fewer libraries to load and symbols to bind).
# Prints the path of the binary on stdout; the build log goes to stderr.
#
# Linking FoundationNetworking statically needs `-lcurl`, which finds only the
# development symlink libcurl.so (Debian's libcurl4-openssl-dev). Without that
# package, a private symlink to the installed runtime library serves instead.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product albums --static-swift-stdlib)
if [ "$(uname)" = Linux ] && ! ldconfig -p | grep -q 'libcurl.so '; then
    runtime=$(ldconfig -p | awk '/libcurl.so.4 / { print $NF; exit }')
    [ -n "$runtime" ] || { echo "build-release.sh: libcurl.so.4 is not installed" >&2; exit 1; }
    links=.build/release-links
    mkdir -p "$links"
    ln -sf "$runtime" "$links/libcurl.so"
    flags+=(-Xlinker "-L$PWD/$links")
fi
swift build "${flags[@]}" >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/albums"
