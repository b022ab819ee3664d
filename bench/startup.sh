#!/usr/bin/env bash
# Start-up, side by side in one hyperfine run (medians of RUNS, default 50):
# `albums --version` and the stub list (`albums --session stub --plain
# --no-history`) against a C and a static Swift hello world (also linked as
# albums is: libstdc++ linked in, nothing exported), `jq` printing the
# same columns from the same fixture, and albums built from BASELINE (default
# 9e40e48, the commit before the start-up work) the same way. Goals: --version
# <= 3 ms, the stub list <= 5 ms (<= 0.3 x jq).
# Then, with each transport (ALBUMS_TRANSPORT=curl and urlsession), a check
# that no offline command opens libcurl or the URLSession transport's library
# (FoundationNetworking): each is opened on the first network request only.
#
#   bench/startup.sh [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
baseline=${2:-9e40e48}
command -v hyperfine >/dev/null || { echo "bench/startup.sh needs hyperfine (apt-get install hyperfine)" >&2; exit 1; }
command -v jq >/dev/null || { echo "bench/startup.sh needs jq" >&2; exit 1; }
albums=$(bench/build-release.sh)
. bench/home.sh
cover=Fixtures/stub/artwork/cover-01.jpg
feed=Fixtures/stub/feeds/most-played.json
filter='.feed.results | to_entries[] | [(.key + 1 | tostring), .value.id, .value.name, .value.artistName, .value.releaseDate, ([.value.genres[].name | select(. != "Music")][0] // "Music"), .value.url, ""] | @tsv'

# The anchors: hello worlds, and albums at BASELINE (a worktree, built as the release is).
anchors=$home/anchors
mkdir -p "$anchors"
printf '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n' > "$anchors/hello.c"
cc -O2 "$anchors/hello.c" -o "$anchors/hello-c"
echo 'print("hello")' > "$anchors/hello.swift"
swiftc -O -static-stdlib "$anchors/hello.swift" -o "$anchors/hello-swift" 2>/dev/null
# The same, linked as albums is (libstdc++ linked in, see Makefile), where it can be.
static_stdcxx=(-o "$anchors/hello-swift-linked")
if [ -e .build/static-libstdc++/libstdc++.a ]; then static_stdcxx+=(-L .build/static-libstdc++ -Xlinker --no-export-dynamic); fi
swiftc -O -static-stdlib "$anchors/hello.swift" "${static_stdcxx[@]}" 2>/dev/null
. bench/baseline.sh "$baseline"

diff <("$albums" --session stub --plain --no-history) <(jq -r "$filter" "$feed") >/dev/null \
    || { echo "albums and jq disagree on the output" >&2; exit 1; }

mkdir -p bench/results
hyperfine -N --warmup 5 --runs "$runs" --export-json bench/results/startup.json \
    -n hello-c "$anchors/hello-c" \
    -n hello-swift "$anchors/hello-swift" \
    -n hello-swift-linked "$anchors/hello-swift-linked" \
    -n version "$albums --version" \
    -n "version@$baseline" "$old --version" \
    -n stub-list "$albums --session stub --plain --no-history" \
    -n "stub-list@$baseline" "$old --session stub --plain --no-history" \
    -n jq "jq -r '$filter' $feed" >/dev/null
python3 - "$baseline" <<'PY'
import json, sys
base = sys.argv[1]
r = {x["command"]: sorted(x["times"])[len(x["times"]) // 2] * 1000 for x in json.load(open("bench/results/startup.json"))["results"]}
for name, value in r.items():
    print(f"{name:>20}: median {value:6.2f} ms")
print(f"--version: {r['version@' + base]:.2f} -> {r['version']:.2f} ms (goal <= 3 ms): {'met' if r['version'] <= 3 else 'NOT met'}")
ratio = r["stub-list"] / r["jq"]
print(f"stub list: {r['stub-list@' + base]:.2f} -> {r['stub-list']:.2f} ms, {ratio:.2f} x jq (goal <= 5 ms, <= 0.3 x jq): {'met' if r['stub-list'] <= 5 and ratio <= 0.3 else 'NOT met'}")
PY

for transport in curl urlsession; do
    export ALBUMS_TRANSPORT=$transport
    for command in "--version" "settings get sort" "--session stub --limit 1 --plain" "art --file $cover --decode-only --scale 1/8"; do
        # shellcheck disable=SC2086
        if LD_DEBUG=files "$albums" $command 2>&1 >/dev/null | grep -qE 'libcurl|libAlbumsURLSession|libFoundationNetworking'; then
            echo "albums $command opened a network library with ALBUMS_TRANSPORT=$transport" >&2
            exit 1
        fi
    done
    echo "ALBUMS_TRANSPORT=$transport: no offline command opened libcurl or URLSession"
done

# Commands run on the main thread (Package.swift: async functions run on their
# caller's executor): a hop to the thread pool would wake four threads, 0.8 ms.
if command -v strace >/dev/null; then
    for command in "--version" "--session stub --plain --no-history" "settings get sort"; do
        # shellcheck disable=SC2086
        threads=$(strace -f -e trace=clone,clone3 "$albums" $command 2>&1 >/dev/null | grep -cE '^(\[pid +[0-9]+\] )?clone3?\(' || true)
        [ "$threads" = 0 ] || { echo "albums $command started $threads threads" >&2; exit 1; }
    done
    echo "no thread started by --version, the stub list or settings get"
else
    echo "strace not installed: skipped the check that no thread is started"
fi
