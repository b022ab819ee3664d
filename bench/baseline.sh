# Sourced by the benchmarks that compare with an earlier albums: builds the
# release binary of commit $1 (as bench/build-release.sh builds it) in a
# worktree under $home, removed on exit. Needs bench/home.sh first. Sets old.
git worktree add --detach -q "$home/baseline" "$1"
trap 'git worktree remove --force "$home/baseline"; rm -rf "$home"' EXIT
old=$(cd "$home/baseline" && bench/build-release.sh 2>/dev/null)
