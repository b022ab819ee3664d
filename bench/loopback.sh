# Sourced by the benchmarks that need bench/loopback_server.py: starts it on a
# free port with a latency of $1 ms, waits (at most 5 s) until it answers, and
# removes it and a scratch folder on exit. Sets port, server and work.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 bench/loopback_server.py "$port" "$1" &
server=$!
work=$(mktemp -d)
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/stats')" 2>/dev/null && break; sleep 0.1; done
