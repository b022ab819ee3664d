# Sourced by the benchmarks that run albums in a home of its own: a scratch
# folder as HOME and the XDG folders under it, removed on exit. Sets home.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache XDG_STATE_HOME=$home/state
