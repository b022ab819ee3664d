# Sourced by the benchmarks that need bench/loopback_server.py, after
# bench/home.sh: starts it on a free port with a latency of $1 ms, waits (at
# most 5 s) until it answers, and stops it on exit (then removes $home, as
# home.sh's own trap, which this one replaces, did). Sets port and server.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 bench/loopback_server.py "$port" "$1" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$home"' EXIT
for _ in $(seq 1 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/stats')" 2>/dev/null && break; sleep 0.1; done
