#!/usr/bin/env python3
"""A loopback HTTP server for the benchmarks: serves a 100-album v2 feed whose
artwork points back at it, and the stub covers for any artwork size, adding a
fixed latency to every request and counting them.

    bench/loopback_server.py PORT LATENCY_MS

GET /feed.json        the feed (Cache-Control: max-age=600); also /<anything>/feed.json,
                      for a feed template such as /{country}/feed.json
GET /art/<id>/cover-NN.jpg/<w>x<h>bb.jpg   cover NN of Fixtures/stub/artwork
GET /stats            {"requests": N} (not counted, no latency)
"""
import http.server
import json
import os
import re
import socket
import sys
import threading
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "stub")
PORT, LATENCY = int(sys.argv[1]), int(sys.argv[2]) / 1000
COVERS = {n: open(os.path.join(ROOT, "artwork", f"cover-{n:02d}.jpg"), "rb").read() for n in range(1, 13)}
feed = json.load(open(os.path.join(ROOT, "feeds", "most-played.json"), encoding="utf-8"))
for entry in feed["feed"]["results"]:
    entry["artworkUrl100"] = re.sub(r"^https://[^/]+/image/thumb/[^/]+/v4/stub", f"http://127.0.0.1:{PORT}/art", entry["artworkUrl100"])
FEED = json.dumps(feed).encode()
count = 0
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        global count
        if self.path == "/stats":
            return self.reply(200, "application/json", json.dumps({"requests": count}).encode())
        with lock:
            count += 1
        time.sleep(LATENCY)
        if self.path == "/feed.json" or self.path.endswith("/feed.json"):
            return self.reply(200, "application/json", FEED, {"Cache-Control": "max-age=600"})
        match = re.search(r"/cover-(\d\d)\.jpg/", self.path)
        if match and int(match.group(1)) in COVERS:
            return self.reply(200, "image/jpeg", COVERS[int(match.group(1))])
        self.reply(404, "text/plain", b"not found")

    def setup(self):
        super().setup()
        # Headers and body go out in one write, with Nagle off: otherwise a kept-alive
        # connection stalls 40 ms per answer on delayed ACKs, a quirk of this server
        # that would be charged to the client.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def reply(self, status, kind, body, headers=None):
        head = f"HTTP/1.1 {status} {self.responses[status][0]}\r\nContent-Type: {kind}\r\nContent-Length: {len(body)}\r\n"
        for name, value in (headers or {}).items():
            head += f"{name}: {value}\r\n"
        self.wfile.write(head.encode() + b"\r\n" + body)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
server.daemon_threads = True
server.serve_forever()
