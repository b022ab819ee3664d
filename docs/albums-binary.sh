# Sourced by docs/generate.sh and docs/screens.sh: sets albums to the binary
# given as the script's first argument, else the debug build (built first).
albums=${1:-}
if [ -z "$albums" ]; then
    swift build --product albums >/dev/null
    albums="$(swift build --show-bin-path)/albums"
fi
