#!/usr/bin/env python3
"""Measures `albums browse --session stub` on a pseudo-terminal of its own.

1. Launch to the first full frame of the stub chart (the frame whose status
   line says the chart is loaded), median of RUNS launches.
2. Bytes written per keypress when the selection moves one row, covers off.
3. 1,000 keypresses (j and k in turn, one every PACE ms): frames drawn, the
   largest backlog of keys not yet drawn, CPU time per keypress.
4. Enter on album 1: the detail page's first frame, and the first frame with
   its tracks (from the stub's embedded answers, as from the cache), in ms
   from the key, median of RUNS (each run a new browser).

    bench/browse.py ALBUMS [--runs 30] [--keys 1000] [--pace 2] [--json FILE]
"""
import argparse, fcntl, json, os, select, statistics, struct, subprocess, sys, tempfile, termios, time

END = b"\x1b[?2026l"  # the end of every frame (synchronized output)


def launch(albums, env, columns=100, rows=30, extra=()):
    master, slave = os.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    start = time.perf_counter()

    def controlling_tty():
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    process = subprocess.Popen([albums, "browse", "--session", "stub", *extra], stdin=slave, stdout=slave,
                               stderr=subprocess.DEVNULL, env=env, preexec_fn=controlling_tty, close_fds=True)
    os.close(slave)
    return process, master, start


# What a plain terminal (VTE's, the Linux console) answers: DA1 alone, the last
# of the questions albums asks before drawing covers; albums then waits 50 ms
# for answers to the others, once per terminal session (each launch here is a
# session of its own). KITTY: what kitty answers, every question: no wait.
DA1, ANSWER = b"\x1b[c", b"\x1b[?62;22c"
KITTY = b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.35.2)\x1b\\\x1b[6;22;11t\x1b[?62;c"
answer = ANSWER


def read_until(master, predicate, timeout=10.0):
    """Reads until predicate(buffer) holds, answering DA1 as a terminal does; the buffer and when it held."""
    buffer = b""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            buffer += chunk
            if DA1 in chunk:
                os.write(master, answer)
            if predicate(buffer):
                return buffer, time.perf_counter()
    raise SystemExit("browse: timed out waiting for the screen; got %r" % buffer[-300:])


def loaded(buffer):
    """The chart's frame has been drawn whole: its status line, then the frame's end."""
    at = buffer.rfind(b"updated just now")
    return at >= 0 and buffer.find(END, at) >= 0


def quit(process, master):
    os.write(master, b"q")
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    os.close(master)


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("albums")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--keys", type=int, default=1000)
    parser.add_argument("--pace", type=float, default=2.0, help="milliseconds between keys")
    parser.add_argument("--json")
    options = parser.parse_args()
    home = tempfile.mkdtemp()
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color",
           "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state"}

    # 1. First frame, in a terminal that answers every question (kitty), then in one that answers DA1 alone.
    global answer
    firsts = {}
    for name, reply in (("kitty", KITTY), ("da1", ANSWER)):
        answer = reply
        times = []
        for run in range(options.runs + 3):
            process, master, start = launch(options.albums, env)
            _, when = read_until(master, loaded)
            quit(process, master)
            if run >= 3:  # warm-up
                times.append((when - start) * 1000)
        firsts[name] = times
        print("first full frame, %s: median %.1f ms, min %.1f, max %.1f (%d runs)" % (
            "a terminal answering every question (kitty)" if name == "kitty" else "a terminal answering DA1 alone, first launch in its session",
            statistics.median(times), min(times), max(times), len(times)))
    answer = ANSWER
    times = firsts["kitty"]
    first = statistics.median(times)

    # 2. Bytes per keypress, covers off.
    process, master, _ = launch(options.albums, env, extra=("--art", "none"))
    read_until(master, loaded)
    sizes = []
    for index in range(50):
        os.write(master, b"j" if index % 2 == 0 else b"k")
        buffer, _ = read_until(master, lambda b: END in b)
        sizes.append(len(buffer))
    print("bytes per keypress (one row down or up, covers off): median %d, max %d" % (statistics.median(sizes), max(sizes)))

    # 3. 1,000 keypresses.
    before = cpu_seconds(process.pid)
    sent, drawn, backlog, pending = 0, 0, 0, b""
    started = time.perf_counter()
    next_key = started
    while drawn < options.keys:
        now = time.perf_counter()
        if sent < options.keys and now >= next_key:
            os.write(master, b"j" if sent % 2 == 0 else b"k")
            sent += 1
            next_key += options.pace / 1000
            backlog = max(backlog, sent - drawn - 1)
        ready, _, _ = select.select([master], [], [], 0.0005)
        if ready:
            pending += os.read(master, 65536)
            frames = pending.count(END)
            drawn += frames
            if frames:
                pending = pending[pending.rfind(END) + len(END):]
        if now - started > 60:
            break
    elapsed = time.perf_counter() - started
    cpu = cpu_seconds(process.pid) - before
    quit(process, master)
    print("%d keypresses, one every %.1f ms: %d frames drawn in %.2f s; most keys waiting for their frame: %d; CPU %.3f ms per keypress"
          % (sent, options.pace, drawn, elapsed, backlog, cpu * 1000 / max(1, sent)))
    # 4. The detail page with its tracks.
    detail, tracks = [], []
    for run in range(options.runs + 3):
        process, master, _ = launch(options.albums, env, extra=("--art", "none"))
        read_until(master, loaded)
        key = time.perf_counter()
        os.write(master, b"\r")
        seen = b""

        def framed(marker):
            def found(buffer):
                at = (seen + buffer).find(marker)
                return at >= 0 and (seen + buffer).find(END, at) >= 0
            return found
        seen, shown = read_until(master, framed(b"by Ivy Holloway"))
        if framed(b"Tracks \xc2\xb7 15 tracks")(b""):
            listed = shown
        else:
            _, listed = read_until(master, framed(b"Tracks \xc2\xb7 15 tracks"))
        os.write(master, b"\x1b")
        time.sleep(0.05)
        quit(process, master)
        if run >= 3:
            detail.append((shown - key) * 1000)
            tracks.append((listed - key) * 1000)
    print("Enter to the detail's frame: median %.1f ms; to the frame with its 15 tracks: median %.1f ms, max %.1f (%d runs)"
          % (statistics.median(detail), statistics.median(tracks), max(tracks), len(tracks)))
    if options.json:
        with open(options.json, "w") as f:
            json.dump({"first_frame_ms": times, "first_frame_median_ms": first, "first_frame_da1_ms": firsts["da1"], "bytes_per_key": sizes,
                       "keys": sent, "frames": drawn, "max_backlog": backlog, "cpu_ms_per_key": cpu * 1000 / max(1, sent),
                       "detail_ms": detail, "detail_tracks_ms": tracks}, f, indent=1)


if __name__ == "__main__":
    main()
